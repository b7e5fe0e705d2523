import { createIcon } from '@chakra-ui/react';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { PartsCatalogue } from '@/features/catalogue/components/parts-catalogue';

const CartPlusIcon = createIcon({
  displayName: 'CartPlusIcon',
  d: 'M11 9h2V6h3V4h-3V1h-2v3H8v2h3zm-4 9a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm-9.83-3.25.03-.12.9-1.63h7.45a2 2 0 0 0 1.75-1.03l3.86-7.01L19.42 4l-3.87 7H8.53L4.27 2H1v2h2l3.6 7.59-1.35 2.45A2 2 0 0 0 7 17h12v-2H7.42a.25.25 0 0 1-.25-.25z',
});

/** The catalogue at /parts, open to everyone; each card can put its part in the cart. */
export function Component() {
  return (
    <PartsCatalogue
      cardAction={(part) => (
        <AddToCartButton
          part={part}
          size={{ base: 'sm', sm: 'md' }}
          px={{ base: '2', sm: '3' }}
          aria-label={`Add ${part.name} to cart`}
        >
          <CartPlusIcon />
        </AddToCartButton>
      )}
    />
  );
}
