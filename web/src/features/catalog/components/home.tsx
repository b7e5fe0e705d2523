import { Box, Container, Heading, Image, Stack, Text } from '@chakra-ui/react';

// For now the first carousel picture and a welcome; the storefront issue builds the real
// Home (carousel, parts, stats, reviews).
export function Home() {
  return (
    <Box as="section" position="relative" bg="charcoal.900" overflow="hidden">
      <Image
        src="/images/hero/dusk-ride.svg"
        alt="A motorcycle riding along a road at dusk"
        width="full"
        height={{ base: '26rem', md: '34rem' }}
        objectFit="cover"
        // On phones the text covers the left: keep the rider in view on the right.
        objectPosition={{ base: '80% center', md: 'center' }}
      />
      {/* The shade keeps the white text readable over the bright sky. */}
      <Box
        position="absolute"
        inset="0"
        bgGradient="to-r"
        gradientFrom="blackAlpha.800"
        gradientTo="blackAlpha.300"
      />
      <Container maxW="7xl" position="absolute" inset="0" display="flex" alignItems="center">
        <Stack gap="5" maxW="xl" color="white">
          <Text
            color="brand.300"
            fontWeight="semibold"
            letterSpacing="wide"
            textTransform="uppercase"
          >
            Direct from the maker
          </Text>
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="shorter">
            Motorcycle parts, built in our own workshop
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.100">
            Brakes, engine, drivetrain, lighting and riding gear, made by the people who design them
            and shipped from the factory floor.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
