import { Box, Button, Container, Flex, Stack } from '@chakra-ui/react';
import { partCategories } from '@moto-parts/contracts';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useMyBike } from '@/lib/my-bike';
import { ShopByBike } from './shop-by-bike';

/**
 * Home's ways into the catalogue: shop by bike (a bike chosen opens the parts that fit it;
 * cleared, Home stays) and a link to each category.
 */
export default function HomeShopBy() {
  const bike = useMyBike();
  const navigate = useNavigate();
  return (
    <Box pt={{ base: '8', md: '10' }}>
      <Container maxW="7xl">
        <Stack gap="4">
          <ShopByBike
            bike={bike}
            onChoose={(chosen) => {
              if (chosen) void navigate(paths.catalogue.getHref({ bike: chosen }));
            }}
          />
          <Flex as="nav" aria-label="Categories" wrap="wrap" gap="2">
            {partCategories.map(({ id, name }) => (
              <Button
                key={id}
                asChild
                size="sm"
                variant="outline"
                colorPalette="gray"
                rounded="full"
              >
                <RouterLink to={paths.catalogue.getHref({ category: id })}>{name}</RouterLink>
              </Button>
            ))}
          </Flex>
        </Stack>
      </Container>
    </Box>
  );
}
