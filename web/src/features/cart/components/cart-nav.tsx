import { Badge, createIcon, Float, IconButton } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import { keepCartIn, keepCartOnDevice, useCartLines } from '../stores/cart-store';

const CartIcon = createIcon({
  displayName: 'CartIcon',
  d: 'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM1 2v2h2l3.6 7.59-1.35 2.45A2 2 0 0 0 7 17h12v-2H7.42a.25.25 0 0 1-.22-.37L8.1 13h7.45a2 2 0 0 0 1.75-1.03l3.58-6.49A1 1 0 0 0 20 4H5.21l-.94-2H1zm16 16a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
});

interface CartNavProps {
  /** The signed-in rider's id, or null: told by the app (features do not import auth). */
  uid: string | null;
}

/**
 * The navbar's cart: a link to /cart with how many parts it holds, and the cart's keeper,
 * which follows who is signed in (the device's cart merges into the account's at sign-in).
 * Loaded after the page has painted: Home's first load carries none of it.
 */
export default function CartNav({ uid }: CartNavProps) {
  const lines = useCartLines();

  useEffect(() => {
    if (uid === null) {
      keepCartOnDevice();
      return;
    }
    import('../api/account-cart')
      .then(({ accountCart }) => keepCartIn(accountCart(uid)))
      .catch(notifyError);
  }, [uid]);

  const parts = lines.length;
  return (
    <IconButton
      asChild
      variant="ghost"
      color="white"
      _hover={{ bg: 'whiteAlpha.200' }}
      position="relative"
    >
      <RouterLink
        to={paths.cart.getHref()}
        aria-label={`Cart, ${parts} ${parts === 1 ? 'part' : 'parts'}`}
      >
        <CartIcon />
        {parts > 0 && (
          <Float placement="top-end" offset="2">
            <Badge
              recipe={badgeRecipe}
              size="xs"
              variant="solid"
              colorPalette="brand"
              rounded="full"
            >
              {parts}
            </Badge>
          </Float>
        )}
      </RouterLink>
    </IconButton>
  );
}
