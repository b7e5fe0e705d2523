import { AddToCartIconButton } from '@/features/cart/components/add-to-cart-button';
import { PartsCatalogue } from '@/features/catalogue/components/parts-catalogue';

/** The catalogue at /parts, open to everyone; each card can put its part in the cart. */
export function Component() {
  return <PartsCatalogue cardAction={(part) => <AddToCartIconButton part={part} />} />;
}
