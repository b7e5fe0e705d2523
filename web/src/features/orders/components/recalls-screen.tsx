import {
  Button,
  Checkbox,
  CheckboxGroup,
  Field,
  Fieldset,
  Heading,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { checkboxSlotRecipe, fieldsetSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { recallInputSchema, type RecallInput, type RecallReport } from '@moto-parts/contracts';
import { useFormik } from 'formik';
import { SelectField } from '@/components/ui/select-field';
import { validateAs } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { createRecall, usePartChoices, usePartLots, useRecalls } from '../api/orders';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Recall lots of a part: which part, which of its lots, and what its buyers are told. */
function RecallForm({ onRecalled }: { onRecalled: () => void }) {
  const parts = usePartChoices();
  const formik = useFormik<RecallInput>({
    initialValues: { partId: '', lots: [], message: '' },
    validate: validateAs(recallInputSchema, (values: RecallInput) => values),
    onSubmit: async (values, { resetForm }) => {
      try {
        const recall = await createRecall(values);
        notifySuccess(`Recall sent for ${recall.name}, lot ${recall.lots.join(', ')}`);
        resetForm();
        onRecalled();
      } catch (failure) {
        notifyError(failure);
      }
    },
  });
  const lots = usePartLots(formik.values.partId || null);
  const {
    lots: lotsError,
    message: messageError,
    partId: partError,
  } = formik.errors as Record<string, string | undefined>;

  return (
    <Stack asChild gap="4" maxW="2xl">
      <form aria-label="Recall lots" onSubmit={formik.handleSubmit} noValidate>
        <Heading as="h2" size="md">
          Recall lots
        </Heading>
        <SelectField
          label="Part"
          options={[
            { value: '', label: 'Choose the part' },
            ...(parts.status === 'success'
              ? parts.data.map(({ _id, name }) => ({ value: _id, label: name }))
              : []),
          ]}
          error={formik.submitCount > 0 ? partError : undefined}
          {...formik.getFieldProps('partId')}
          onChange={(event) => {
            void formik.setValues({ ...formik.values, partId: event.target.value, lots: [] });
          }}
        />
        {lots.status === 'success' && (
          <Fieldset.Root
            recipe={fieldsetSlotRecipe}
            invalid={formik.submitCount > 0 && Boolean(lotsError)}
          >
            <Fieldset.Legend>Lots</Fieldset.Legend>
            <CheckboxGroup
              value={formik.values.lots}
              onValueChange={(codes) => void formik.setFieldValue('lots', codes)}
            >
              <Stack gap="1">
                {lots.data.map(({ code, madeOn, onHand, recallId }) => (
                  <Checkbox.Root
                    key={code}
                    recipe={checkboxSlotRecipe}
                    size="sm"
                    value={code}
                    disabled={recallId !== null}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      {code}, made {madeOn}: {onHand} on the shelf
                      {recallId !== null && ' (recalled)'}
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            </CheckboxGroup>
            <Fieldset.ErrorText>{lotsError}</Fieldset.ErrorText>
          </Fieldset.Root>
        )}
        <Field.Root invalid={formik.submitCount > 0 && Boolean(messageError)}>
          <Field.Label>Message to the buyers</Field.Label>
          <Textarea
            bg="bg"
            rows={4}
            placeholder="What is wrong, and what they should do"
            {...formik.getFieldProps('message')}
          />
          <Field.ErrorText>{messageError}</Field.ErrorText>
        </Field.Root>
        <Text textStyle="sm" color="fg.muted">
          Every buyer whose parcels held these lots is emailed at once, and the lots’ units left on
          the shelf are taken off sale.
        </Text>
        <Button
          type="submit"
          colorPalette="red"
          alignSelf="flex-start"
          loading={formik.isSubmitting}
        >
          Send the recall
        </Button>
      </form>
    </Stack>
  );
}

/** What each recall reached: units sold of its lots, buyers, answers, units back. */
function RecallTable({ recalls }: { recalls: RecallReport[] }) {
  if (recalls.length === 0) {
    return (
      <Text color="fg.muted" textStyle="sm">
        No lot has been recalled.
      </Text>
    );
  }
  return (
    <Table.ScrollArea>
      <Table.Root recipe={tableSlotRecipe} size="sm" aria-label="Recalls">
        <Table.Header>
          <Table.Row>
            {['Part', 'Lots', 'Recalled', 'Units sold', 'Buyers', 'Answered', 'Units back'].map(
              (column) => (
                <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
              ),
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {recalls.map((recall) => (
            <Table.Row key={recall.id}>
              <Table.Cell>{recall.name}</Table.Cell>
              <Table.Cell>{recall.lots.join(', ')}</Table.Cell>
              <Table.Cell>{day.format(new Date(recall.createdAt))}</Table.Cell>
              <Table.Cell>{recall.unitsShipped}</Table.Cell>
              <Table.Cell>{recall.buyers}</Table.Cell>
              <Table.Cell>{recall.buyersAnswered}</Table.Cell>
              <Table.Cell>{recall.unitsReturned}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Recalls (admins): recall bad lots, and follow how far each recall has reached. */
export function RecallsScreen() {
  const recalls = useRecalls();
  return (
    <Stack gap="8">
      <title>Recalls — moto-parts</title>
      <Heading as="h1" size="xl">
        Recalls
      </Heading>
      {recalls.status === 'success' && <RecallTable recalls={recalls.data} />}
      {recalls.status === 'error' && (
        <Text color="fg.error">The recalls could not be loaded: try again in a moment.</Text>
      )}
      <RecallForm onRecalled={recalls.reload} />
    </Stack>
  );
}
