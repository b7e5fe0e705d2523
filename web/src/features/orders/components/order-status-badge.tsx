import { Badge } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import type { OrderStatus } from '@moto-parts/contracts';

const looks: Record<OrderStatus, { label: string; colorPalette: string }> = {
  pending: { label: 'Pending', colorPalette: 'yellow' },
  paid: { label: 'Paid', colorPalette: 'green' },
  'partially-shipped': { label: 'Partly shipped', colorPalette: 'blue' },
  shipped: { label: 'Shipped', colorPalette: 'blue' },
  delivered: { label: 'Delivered', colorPalette: 'brand' },
  'partially-returned': { label: 'Partly returned', colorPalette: 'orange' },
  returned: { label: 'Returned', colorPalette: 'gray' },
  expired: { label: 'Expired', colorPalette: 'gray' },
  cancelled: { label: 'Cancelled', colorPalette: 'gray' },
  refunded: { label: 'Refunded', colorPalette: 'orange' },
};

/** Where an order stands, as a coloured word: 'Paid' in green (docs/product.md's Paid badge), … */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, colorPalette } = looks[status];
  return (
    // The recipe comes with the screen, not the theme: Home's bundle does not carry it.
    <Badge recipe={badgeRecipe} colorPalette={colorPalette} size="md">
      {label}
    </Badge>
  );
}
