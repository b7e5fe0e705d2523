import {
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Icon,
  Image,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { addressLines, formatOrderNumber, type Order, type Part } from '@moto-parts/contracts';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { useOrderParts } from '../api/payments';
import { arrivalWindow, formatArrival } from '../utils/arrival-window';

/** A part of the thank-you page: a heading and what it says. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" aria-labelledby={id} gap="1">
      <Heading as="h3" size="sm" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function CheckCircle() {
  return (
    <Icon boxSize="6" color="fg.success" aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="10" />
        <path d="m8 12.5 2.5 2.5L16 9.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Icon>
  );
}

/** The order's lines, each with its part's picture when the catalogue still has it, and the sums. */
function PaidSummary({ order }: { order: Order }) {
  const parts = useOrderParts(order.lines.map(({ partId }) => partId));
  const imageOf = (partId: string) =>
    parts.status === 'success'
      ? parts.data.find((part: Part) => part._id === partId)?.image
      : undefined;
  return (
    <Card.Root variant="outline" bg="bg" size="sm">
      <Card.Body gap="4">
        <Section title="Your parts">
          <Stack as="ul" listStyleType="none" gap="3" mt="1">
            {order.lines.map((line) => {
              const image = imageOf(line.partId);
              return (
                <HStack as="li" key={line.partId} gap="3" align="center">
                  <Box
                    width="16"
                    flexShrink="0"
                    aspectRatio={4 / 3}
                    rounded="md"
                    overflow="hidden"
                    bg="bg.muted"
                  >
                    {image && (
                      <Image
                        src={image}
                        alt=""
                        width="full"
                        height="full"
                        objectFit="cover"
                        htmlWidth={800}
                        htmlHeight={600}
                      />
                    )}
                  </Box>
                  <Stack gap="0" flex="1" minW="0">
                    <Text fontWeight="medium" overflowWrap="anywhere">
                      {line.name}
                    </Text>
                    <Text color="fg.muted" textStyle="sm">
                      {line.quantity} × {formatPrice(line.unitPrice)}
                      {line.sku && ` · ${line.sku}`}
                    </Text>
                  </Stack>
                  <Text textStyle="sm">{formatPrice(line.lineTotal)}</Text>
                </HStack>
              );
            })}
          </Stack>
        </Section>
        <Stack gap="1" textStyle="sm" borderTopWidth="1px" pt="3">
          <HStack justify="space-between">
            <Text>Subtotal</Text>
            <Text>{formatPrice(order.subtotal)}</Text>
          </HStack>
          <HStack justify="space-between">
            <Text>Shipping</Text>
            <Text>{order.shipping === 0 ? 'Free' : formatPrice(order.shipping)}</Text>
          </HStack>
          <HStack justify="space-between" fontWeight="semibold" textStyle="md">
            <Text>Paid</Text>
            <Text>{formatPrice(order.totalPrice)}</Text>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

interface ThankYouProps {
  /** The order as the server answered its payment: paid, with its transaction id. */
  order: Order;
  /** Where the receipt goes: the buyer's email. */
  email: string;
}

/**
 * What a buyer sees once their payment is kept, instead of the card form (Shopify's thank-you
 * page): the order's number, SPEC.md's words, its parts, where and how it ships and when it
 * should arrive, and what happens next.
 */
export function ThankYou({ order, email }: ThankYouProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The Pay button that had the focus is gone: the news takes it, and a screen reader reads it.
  // From the page's top, as a new page opens: focus alone would scroll the heading to the
  // window's edge, under the sticky navbar.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const shipTo = order.shippingAddress ? addressLines(order.shippingAddress) : [order.address];
  const arrival = arrivalWindow(order.shippingMethod.name, new Date(order.updatedAt));
  const number = formatOrderNumber(order.orderNumber);

  return (
    <Stack gap="6">
      <HStack gap="3" align="flex-start">
        <CheckCircle />
        <Stack gap="1" minW="0">
          <Text color="fg.muted" textStyle="sm" fontWeight="medium">
            Order {number}
          </Text>
          <Heading as="h2" size="xl" ref={heading} tabIndex={-1} outline="none">
            Congrats! Your payment is completed
          </Heading>
          <Text>Thank you for your order. We are getting your parts ready.</Text>
          {order.transactionId && (
            <Text color="fg.muted" textStyle="xs" overflowWrap="anywhere">
              Your transaction id: {order.transactionId}
            </Text>
          )}
        </Stack>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
        <PaidSummary order={order} />
        <Stack gap="5">
          <Section title="Shipping to">
            <Stack gap="0" textStyle="sm">
              {shipTo.map((line) => (
                <Text key={line}>{line}</Text>
              ))}
              <Text color="fg.muted">{order.phone}</Text>
            </Stack>
          </Section>
          <Section title="Shipping method">
            <Text textStyle="sm">{order.shippingMethod.name}</Text>
            {arrival && <Text textStyle="sm">Should arrive {formatArrival(arrival)}</Text>}
          </Section>
          <Section title="What happens next">
            <Box as="ul" textStyle="sm" ps="5" listStyleType="disc">
              <li>
                A receipt for {formatPrice(order.totalPrice)} is on its way to {email}. Quote order{' '}
                {number} if you write to us.
              </li>
              <li>
                When your parts ship, their tracking link is on the order’s page, and in an email
                unless you turned order emails off.
              </li>
              <li>Your orders are all in My Orders, this one among them.</li>
            </Box>
          </Section>
          <HStack gap="3" wrap="wrap">
            <Button asChild>
              <RouterLink to={paths.dashboard.myOrder.getHref(order._id)}>
                See your order
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={paths.catalogue.getHref()}>Continue shopping</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
