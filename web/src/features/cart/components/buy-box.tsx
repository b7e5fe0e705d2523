import { Alert, Box, Button, chakra, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { quantityProblem, type Part } from '@moto-parts/contracts';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { orderTotal, parseQuantity } from '@/lib/quantity';
import { AddToCartButton } from './add-to-cart-button';

interface BuyBoxProps {
  part: Part;
  /**
   * Whether a rider is signed in, told by the app (features do not import auth): a visitor
   * hears that Buy Now asks them to; undefined while the session is being restored.
   */
  signedIn: boolean | undefined;
}

/**
 * The one way to buy on a part's page (docs/decisions/0044-one-way-to-buy.md): the quantity,
 * then Add to Cart first and Buy Now, which opens checkout with this part alone. On a phone
 * the two buttons stay at the foot of the screen while the rider reads the page: they are a
 * sticky sibling of the page's column, not of this section, so they can stick from its top.
 * Nothing here needs an account; checkout asks for one.
 */
export function BuyBox({ part, signedIn }: BuyBoxProps) {
  const headingId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  // docs/product.md §4: the quantity starts at the minimum order.
  const [quantityText, setQuantityText] = useState(String(part.minOrder));
  const outOfStock = part.availableQuantity < part.minOrder;
  const quantity = parseQuantity(quantityText);
  const orderable = !outOfStock && quantityProblem(quantity, part) === null;

  return (
    <>
      <Stack as="section" aria-labelledby={headingId} gap="5" borderTopWidth="1px" pt="6">
        <Heading as="h2" id={headingId} size="xl">
          Buy
        </Heading>
        {outOfStock && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Out of stock</Alert.Title>
              <Alert.Description>
                Fewer than the minimum order are left. Please check back soon.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {/* A disabled fieldset disables every control in it. */}
        <chakra.fieldset disabled={outOfStock} minW="0">
          <Stack gap="5">
            <QuantityStepper
              value={quantityText}
              minOrder={part.minOrder}
              availableQuantity={part.availableQuantity}
              maxPerOrder={part.maxPerOrder}
              onChange={setQuantityText}
            />
            {/* Said aloud as the quantity changes. */}
            <Text aria-live="polite" fontSize="lg">
              Total:{' '}
              <Text as="span" fontWeight="bold">
                {orderable ? formatPrice(orderTotal(part.price, quantity)) : '—'}
              </Text>
            </Text>
          </Stack>
        </chakra.fieldset>
        {signedIn === false && (
          <Text color="fg.muted">
            Add to Cart needs no account: your cart stays on this device. Buy Now asks you to{' '}
            <Link asChild variant="underline" color="brand.fg">
              <RouterLink to={paths.signin.getHref()} state={{ from: location }}>
                sign in
              </RouterLink>
            </Link>{' '}
            first, then brings you back.
          </Text>
        )}
      </Stack>
      <Box
        role="group"
        aria-label={`Buy ${part.name}`}
        position={{ base: 'sticky', md: 'static' }}
        bottom="0"
        zIndex="docked"
        // Opaque only where it floats over the page.
        bg={{ base: 'bg', md: 'transparent' }}
        // Edge to edge on a phone, over the page's padding; in the column from md.
        mx={{ base: '-4', md: '0' }}
        px={{ base: '4', md: '0' }}
        py={{ base: '3', md: '0' }}
        borderTopWidth={{ base: '1px', md: '0' }}
        boxShadow={{ base: '0 -4px 12px rgba(0, 0, 0, 0.08)', md: 'none' }}
      >
        <HStack gap="3">
          <AddToCartButton
            part={part}
            quantity={orderable ? quantity : undefined}
            disabled={!orderable}
            variant="solid"
            size="lg"
            flex={{ base: '1', md: 'initial' }}
          />
          <Button
            variant="outline"
            size="lg"
            flex={{ base: '1', md: 'initial' }}
            disabled={!orderable}
            onClick={() => {
              void navigate(paths.checkout.getHref({ partId: part._id, quantity }));
              window.scrollTo({ top: 0 });
            }}
          >
            Buy Now
          </Button>
        </HStack>
      </Box>
    </>
  );
}
