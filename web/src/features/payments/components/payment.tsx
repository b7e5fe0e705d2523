import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { formatOrderNumber, isPayable, type Order } from '@moto-parts/contracts';
import { Elements } from '@stripe/react-stripe-js';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { ApiError } from '@/lib/api-client';
import { formatClockTime } from '@/lib/format-clock-time';
import { formatPrice } from '@/lib/format';
import { errorMessage } from '@/lib/notify';
import { useApiQuery } from '@/lib/use-api-query';
import { loadStripeJs } from '../api/load-stripe';
import { useClientSecret, useOrder } from '../api/payments';
import { CardPaymentForm } from './card-payment-form';
import { ClosedOrder, OrderNotFound, PaymentSkeleton } from './payment-states';
import { ThankYou } from './thank-you';

interface PaymentProps {
  /** The signed-in shopper's email, told by the app (features do not import auth). */
  email: string;
  /**
   * Above the order: the app's word on the shopper's order emails (an unverified address).
   * A placed order lands here, so this is where the shopper learns it early.
   */
  notice?: ReactNode;
}

/**
 * Payment (customers): pays an order of theirs by card, through Stripe; then thanks the buyer
 * and says what happens next, in place of the card form.
 */
export function Payment({ email, notice }: PaymentProps) {
  const { id = '' } = useParams();
  // The order, its client secret and Stripe.js all load at once.
  const order = useOrder(id);
  const clientSecret = useClientSecret(id);
  // Loaded here rather than by <Elements>, so that a failed load can say so and be retried.
  const stripe = useApiQuery('stripe-js', loadStripeJs);
  // The order as the server answered its payment: the page becomes the thank-you page.
  const [paid, setPaid] = useState<Order | null>(null);

  const retry = () => {
    order.reload();
    clientSecret.reload();
  };

  let content;
  if (paid) {
    content = <ThankYou order={paid} email={email} />;
  } else if (order.status === 'loading') {
    content = <PaymentSkeleton />;
  } else if (order.status === 'error') {
    content =
      order.error instanceof ApiError && order.error.status === 404 ? (
        <OrderNotFound />
      ) : (
        <ErrorState
          title="The order could not be loaded"
          message={errorMessage(order.error)}
          onRetry={retry}
        />
      );
  } else if (!isPayable(order.data, new Date())) {
    // Nothing to pay: the server would refuse a payment intent (409) anyway.
    content = <ClosedOrder order={order.data} />;
  } else {
    let form;
    if (clientSecret.status === 'error') {
      form = (
        <ErrorState
          title="The payment could not be started"
          message={errorMessage(clientSecret.error)}
          onRetry={retry}
        />
      );
    } else if (stripe.status === 'error') {
      form = (
        <ErrorState
          title="The card form could not be loaded"
          message={errorMessage(stripe.error)}
          onRetry={stripe.reload}
        />
      );
    } else {
      form = (
        // Null until Stripe.js is in: the form shows at once, with Pay off until it is.
        <Elements stripe={stripe.status === 'success' ? stripe.data : null}>
          <CardPaymentForm
            orderId={order.data._id}
            clientSecret={clientSecret.status === 'success' ? clientSecret.data : null}
            email={email}
            onPaid={setPaid}
          />
        </Elements>
      );
    }
    content = (
      <>
        <Stack gap="1">
          <Text color="fg.muted" textStyle="sm" fontWeight="medium">
            Order {formatOrderNumber(order.data.orderNumber)}
          </Text>
          <Heading as="h2" size="xl">
            {order.data.lines.length === 1
              ? `Please pay for "${order.data.name}"`
              : `Please pay for ${order.data.lines.length} parts`}
          </Heading>
          <Text textStyle="lg">Your total cost {formatPrice(order.data.totalPrice)}</Text>
          {order.data.lines.length > 1 && (
            <Box as="ul" listStyleType="none" color="fg.muted">
              {order.data.lines.map((line) => (
                <li key={line.partId}>
                  {line.quantity} × {line.name}, {formatPrice(line.lineTotal)}
                </li>
              ))}
            </Box>
          )}
          {order.data.shipping > 0 && (
            <Text color="fg.muted">
              Including {formatPrice(order.data.shipping)} for {order.data.shippingMethod.name}
            </Text>
          )}
          <Text color="fg.muted">
            Pay by {formatClockTime(order.data.holdEndsAt)}: until then the parts are kept for you.
          </Text>
        </Stack>
        {form}
      </>
    );
  }

  return (
    <Stack gap="5" maxW={paid ? '4xl' : 'lg'}>
      <title>{paid ? 'Thank you — moto-parts' : 'Payment — moto-parts'}</title>
      {notice}
      {content}
    </Stack>
  );
}
