import { Button, Card, HStack, Image, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { quantityProblem, type CartLine, type Part } from '@moto-parts/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { orderTotal, parseQuantity } from '@/lib/quantity';
import { removeFromCart, setCartQuantity } from '../stores/cart-store';
import { isOrderable, statusText, type LineStatus } from '../utils/line-status';

interface CartLineRowProps {
  line: CartLine;
  /** The part as the shop has it now; undefined once it has left the catalogue. */
  part: Part | undefined;
  status: LineStatus;
}

/**
 * One line of the cart: the part, its quantity within the part's bounds, what it comes to,
 * and what has changed since it was added (little left, or no longer available).
 */
export function CartLineRow({ line, part, status }: CartLineRowProps) {
  // As typed: the cart keeps only a quantity that can be ordered.
  const [typed, setTyped] = useState(String(line.quantity));
  // The cart changed elsewhere (a merge at sign-in, another tab): show its quantity.
  const [shown, setShown] = useState(line.quantity);
  if (shown !== line.quantity) {
    setShown(line.quantity);
    if (parseQuantity(typed) !== line.quantity) setTyped(String(line.quantity));
  }

  const note = statusText(status);
  const name = part?.name ?? 'A part no longer in the shop';
  return (
    <Card.Root as="li" variant="outline" flexDirection="row" overflow="hidden" bg="bg">
      {part && (
        <Image
          src={part.image}
          alt=""
          width={{ base: '20', sm: '32' }}
          aspectRatio={4 / 3}
          alignSelf="flex-start"
          objectFit="cover"
          flexShrink="0"
          htmlWidth={800}
          htmlHeight={600}
          loading="lazy"
        />
      )}
      <Card.Body gap="3" p={{ base: '3', sm: '4' }} minW="0">
        <HStack justify="space-between" align="baseline" gap="3">
          {part ? (
            <Link asChild fontWeight="semibold" lineClamp={2}>
              <RouterLink to={paths.part.getHref(part._id)}>{name}</RouterLink>
            </Link>
          ) : (
            <Text fontWeight="semibold">{name}</Text>
          )}
          {part && isOrderable(status) && (
            <Text fontWeight="bold" flexShrink="0">
              {formatPrice(orderTotal(part.price, line.quantity))}
            </Text>
          )}
        </HStack>
        {part && <Text color="fg.muted">{formatPrice(part.price)} each</Text>}
        {note && (
          <Text
            role="status"
            fontWeight="medium"
            color={status.kind === 'few-left' ? 'orange.fg' : 'red.fg'}
          >
            {note}
          </Text>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-end' }} gap="3">
          {part && status.kind !== 'unavailable' && (
            <QuantityStepper
              label={
                <>
                  Quantity <VisuallyHidden>of {name}</VisuallyHidden>
                </>
              }
              value={typed}
              minOrder={part.minOrder}
              availableQuantity={part.availableQuantity}
              maxPerOrder={part.maxPerOrder}
              onChange={(value) => {
                setTyped(value);
                const quantity = parseQuantity(value);
                if (quantityProblem(quantity, part) === null)
                  void setCartQuantity(line.partId, quantity);
              }}
            />
          )}
          <Button
            variant="ghost"
            colorPalette="gray"
            alignSelf="flex-start"
            onClick={() => void removeFromCart(line.partId)}
          >
            Remove <VisuallyHidden>{name}</VisuallyHidden>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
