import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { Order } from '@moto-parts/contracts';
import { CardElement, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElement, StripeCardElementOptions } from '@stripe/stripe-js';
import { useId, useState } from 'react';
import { errorMessage } from '@/lib/notify';
import { payByCard } from '../api/pay-by-card';
import { recordPayment } from '../api/payments';

// The card fields live in Stripe's iframe, out of reach of Chakra's CSS: they get the
// theme's text colours here. 16px, or iOS zooms the page when a field takes focus.
const cardStyle: StripeCardElementOptions['style'] = {
  base: {
    color: '#09090b',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    fontSize: '16px',
    '::placeholder': { color: '#52525b' },
  },
  invalid: { color: '#dc2626', iconColor: '#dc2626' },
};

type Step =
  | { name: 'idle'; error?: string }
  | { name: 'paying' }
  // Stripe took the money; the server is being told (PATCH /order/{id}).
  | { name: 'recording'; transactionId: string }
  | { name: 'unrecorded'; transactionId: string; error: string };

interface CardPaymentFormProps {
  orderId: string;
  /** From `POST /create-payment-intent`; null until it answers. */
  clientSecret: string | null;
  /** The signed-in shopper's email, Stripe's billing email. */
  email: string;
  /** Once the server kept the payment: the order as it answered, paid (the thank-you page). */
  onPaid: (paid: Order) => void;
}

/** The card form and Pay button; inside `<Elements>`. */
export function CardPaymentForm({ orderId, clientSecret, email, onPaid }: CardPaymentFormProps) {
  const stripe = useStripe();
  // Set by the card's `ready` event: before it, the iframe cannot take a card.
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const labelId = useId();

  const record = async (transactionId: string) => {
    setStep({ name: 'recording', transactionId });
    let paid: Order;
    try {
      paid = await recordPayment(orderId, transactionId);
    } catch (error) {
      setStep({ name: 'unrecorded', transactionId, error: errorMessage(error) });
      return;
    }
    // The form stays off (`recording`) until the page shows the thank-you instead.
    onPaid(paid);
  };

  const pay = async () => {
    if (!stripe || !card || !clientSecret) return;
    setStep({ name: 'paying' });
    const result = await payByCard(stripe, card, clientSecret, email).catch((error: unknown) => ({
      error: errorMessage(error),
    }));
    if ('error' in result) setStep({ name: 'idle', error: result.error });
    else await record(result.paymentIntentId);
  };

  const busy = step.name === 'paying' || step.name === 'recording';
  const ready = stripe !== null && card !== null && clientSecret !== null;
  const error = step.name === 'idle' || step.name === 'unrecorded' ? step.error : undefined;

  return (
    <Stack gap="4">
      <Stack gap="2" role="group" aria-labelledby={labelId}>
        <Text id={labelId} fontWeight="medium" textStyle="sm">
          Card details
        </Text>
        <Box
          bg="bg"
          borderWidth="1px"
          rounded="l2"
          px="3"
          py="3"
          minH="11"
          // The iframe holds the focus, so the box draws the focus ring an input would.
          _focusWithin={{
            borderColor: 'colorPalette.focusRing',
            outline: '1px solid',
            outlineColor: 'colorPalette.focusRing',
          }}
        >
          <CardElement
            options={{ style: cardStyle, disabled: step.name !== 'idle' }}
            onReady={(element) => setCard(element)}
          />
        </Box>
        {error && (
          <Text role="alert" color="fg.error" textStyle="sm">
            {error}
          </Text>
        )}
        {step.name === 'unrecorded' && (
          // The card was charged, so Pay stays off (paying again would charge it twice);
          // telling the shop again is safe.
          <Button
            alignSelf="flex-start"
            size="sm"
            variant="outline"
            onClick={() => void record(step.transactionId)}
          >
            Try again
          </Button>
        )}
      </Stack>
      <Button
        alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        minW="32"
        disabled={!ready || step.name !== 'idle'}
        loading={busy}
        loadingText="Paying…"
        onClick={() => void pay()}
      >
        Pay
      </Button>
    </Stack>
  );
}
