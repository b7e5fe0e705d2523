import { SimpleGrid } from '@chakra-ui/react';
import type { FieldInputProps } from 'formik';
import { TextField } from '@/components/ui/text-field';
import type { LotValues } from '../utils/lot-values';

interface LotFieldsProps {
  /** Formik's props and the shown message of each field. */
  field: (name: keyof LotValues) => FieldInputProps<string> & { error?: string };
}

/** The lot of the units being added: the maker's batch code and the day it was made. */
export function LotFields({ field }: LotFieldsProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <TextField
        label="Lot code"
        placeholder="B-2026-11"
        helperText="The batch the new units come from"
        autoComplete="off"
        {...field('lotCode')}
      />
      <TextField label="Made on" type="date" {...field('lotMadeOn')} />
    </SimpleGrid>
  );
}
