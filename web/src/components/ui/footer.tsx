import { Box, Container, Text } from '@chakra-ui/react';

// Minimal for now; the storefront issue adds the information links of SPEC §1.
export function Footer() {
  return (
    <Box as="footer" bg="charcoal.900" color="gray.300" py="8">
      <Container maxW="7xl">
        <Text fontSize="sm">© 2022 moto-parts</Text>
      </Container>
    </Box>
  );
}
