import { Button, createIcon, type ButtonProps } from '@chakra-ui/react';
import { cartLinesMax, type Part } from '@moto-parts/contracts';
import { notifyError, notifySuccess } from '@/lib/notify';
import { addToCart } from '../stores/cart-store';

interface AddToCartButtonProps extends Omit<ButtonProps, 'onClick' | 'part'> {
  part: Pick<Part, '_id' | 'name' | 'minOrder' | 'availableQuantity'>;
  /** How many to add: the part's minimum order unless told (the purchase page's stepper). */
  quantity?: number;
}

/**
 * Adds the part to the cart, which holds no stock: a part that has run out cannot be added,
 * and the cart page holds the quantity to what is left.
 */
export function AddToCartButton({
  part,
  quantity,
  children,
  ...buttonProps
}: AddToCartButtonProps) {
  const soldOut = part.availableQuantity < part.minOrder;
  return (
    <Button
      variant="outline"
      disabled={soldOut}
      {...buttonProps}
      onClick={() => {
        if (addToCart(part._id, quantity ?? part.minOrder)) {
          notifySuccess(`${part.name} is in your cart`);
        } else {
          notifyError(`Your cart holds ${cartLinesMax} parts, the most one order takes`);
        }
      }}
    >
      {children ?? 'Add to Cart'}
    </Button>
  );
}

const CartPlusIcon = createIcon({
  displayName: 'CartPlusIcon',
  d: 'M11 9h2V6h3V4h-3V1h-2v3H8v2h3zm-4 9a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm-9.83-3.25.03-.12.9-1.63h7.45a2 2 0 0 0 1.75-1.03l3.86-7.01L19.42 4l-3.87 7H8.53L4.27 2H1v2h2l3.6 7.59-1.35 2.45A2 2 0 0 0 7 17h12v-2H7.42a.25.25 0 0 1-.25-.25z',
});

/**
 * Add to Cart as a catalogue card draws it: an icon beside Purchase, named for its part. On a
 * phone it is a 44 px square, the size a thumb hits without care (as Purchase is, part-card.tsx).
 */
export function AddToCartIconButton({ part }: Pick<AddToCartButtonProps, 'part'>) {
  return (
    <AddToCartButton
      part={part}
      size={{ base: 'sm', sm: 'md' }}
      h={{ base: '11', sm: '10' }}
      minW={{ base: '11', sm: '10' }}
      px={{ base: '2', sm: '3' }}
      aria-label={`Add ${part.name} to cart`}
    >
      <CartPlusIcon />
    </AddToCartButton>
  );
}
