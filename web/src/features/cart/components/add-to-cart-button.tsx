import { Button, type ButtonProps } from '@chakra-ui/react';
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
