import { Badge } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import type { OrderStatus } from '@moto-parts/contracts';
import { orderStatusNames } from '@/lib/order-status-names';

const palettes: Record<OrderStatus, string> = {
  pending: 'yellow',
  paid: 'green',
  'partially-shipped': 'blue',
  shipped: 'blue',
  delivered: 'brand',
  'partially-returned': 'orange',
  returned: 'gray',
  expired: 'gray',
  cancelled: 'gray',
  refunded: 'orange',
};

/** Where an order stands, as a coloured word: 'Paid' in green (docs/product.md's Paid badge), … */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    // The recipe comes with the screen, not the theme: Home's bundle does not carry it.
    <Badge recipe={badgeRecipe} colorPalette={palettes[status]} size="md">
      {orderStatusNames[status]}
    </Badge>
  );
}
