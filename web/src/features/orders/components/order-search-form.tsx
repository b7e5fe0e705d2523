import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { orderSearchSchema } from '@moto-parts/contracts';
import { useState, type FormEvent } from 'react';
import { ValidationError } from 'yup';

interface OrderSearchFormProps {
  /** The search shown now; empty for none. */
  value: string;
  /** A search the shared schema accepts, trimmed; empty to clear it. */
  onSearch: (search: string) => void;
}

/**
 * Manage Order's search: an order number (`#1001` or `1001`), a buyer's email, or the start of
 * their name. The text is checked by the schema `GET /order` checks it with, so a search the
 * server would refuse says why under the field, before any call.
 */
export function OrderSearchForm({ value, onSearch }: OrderSearchFormProps) {
  const [text, setText] = useState(value);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      onSearch(orderSearchSchema.validateSync(text) ?? '');
      setError(undefined);
    } catch (failure) {
      if (!(failure instanceof ValidationError)) throw failure;
      setError(failure.message);
    }
  };

  const clear = () => {
    setText('');
    setError(undefined);
    onSearch('');
  };

  return (
    <form role="search" aria-label="Orders" onSubmit={submit} noValidate>
      <Field.Root invalid={error !== undefined}>
        <Field.Label>Search orders</Field.Label>
        <HStack gap="2" width="full" maxW="lg">
          <Input
            type="search"
            bg="bg"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="#1001, email or name"
            enterKeyHint="search"
          />
          <Button type="submit" variant="outline">
            Search
          </Button>
          {value !== '' && (
            <Button variant="ghost" onClick={clear}>
              Clear
            </Button>
          )}
        </HStack>
        <Field.HelperText>
          An order number, a buyer’s whole email, or the start of their name
        </Field.HelperText>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </form>
  );
}
