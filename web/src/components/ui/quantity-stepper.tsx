import { createIcon, Field, Group, IconButton, Input } from '@chakra-ui/react';
import { orderableMost, quantityProblem, quantityRangeMessage } from '@moto-parts/contracts';
import type { ReactNode } from 'react';
import { clampQuantity, parseQuantity, type QuantityLimits } from '@/lib/quantity';
import { notifyError } from '@/lib/notify';

const MinusIcon = createIcon({ displayName: 'MinusIcon', d: 'M5 11h14v2H5z' });
const PlusIcon = createIcon({ displayName: 'PlusIcon', d: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z' });

interface QuantityStepperProps extends QuantityLimits {
  /** The field's label: "Quantity" unless told (a cart line names its part to screen readers). */
  label?: ReactNode;
  /** The quantity as typed: it may be out of range, or not a number, while being edited. */
  value: string;
  onChange: (value: string) => void;
  /** The server's word on the quantity. */
  error?: string;
}

/**
 * docs/product.md §2 and §5: minus, a text input and plus. Minus never goes below the minimum order
 * and plus never above the stock, nor above the most one buyer may order; pressing them at a
 * bound, or typing a quantity out of range, says the range in a toast.
 */
export function QuantityStepper({
  label = 'Quantity',
  value,
  onChange,
  error,
  ...limits
}: QuantityStepperProps) {
  // The toast's id is its text: pressing plus again at the bound does not stack toasts.
  const sayRange = () => notifyError(quantityRangeMessage(limits.minOrder, orderableMost(limits)));

  const step = (by: 1 | -1) => {
    const current = parseQuantity(value);
    const next = current + by;
    if (quantityProblem(next, limits) === null) {
      onChange(String(next));
    } else {
      sayRange();
      onChange(String(clampQuantity(current, limits)));
    }
  };

  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Group attached>
        <IconButton aria-label="Decrease quantity" variant="outline" onClick={() => step(-1)}>
          <MinusIcon />
        </IconButton>
        <Input
          value={value}
          inputMode="numeric"
          autoComplete="off"
          width="6rem"
          textAlign="center"
          bg="bg"
          onChange={(event) => {
            const typed = event.target.value;
            onChange(typed);
            // An emptied box is a quantity being retyped, not yet a wrong one.
            if (typed.trim() !== '' && quantityProblem(parseQuantity(typed), limits) !== null) {
              sayRange();
            }
          }}
        />
        <IconButton aria-label="Increase quantity" variant="outline" onClick={() => step(1)}>
          <PlusIcon />
        </IconButton>
      </Group>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
