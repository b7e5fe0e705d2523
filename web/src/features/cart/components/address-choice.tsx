import { RadioCard, SimpleGrid } from '@chakra-ui/react';
import { radioCardSlotRecipe } from '@chakra-ui/react/theme';
import { addressLines, type SavedAddress } from '@moto-parts/contracts';
import { useFormikContext } from 'formik';
import { newAddress, type CheckoutValues } from '../utils/checkout-values';

/** Where the order ships: one of the rider's saved addresses (My Profile), or a new one. */
export function AddressChoice({ book }: { book: SavedAddress[] }) {
  const formik = useFormikContext<CheckoutValues>();
  if (book.length === 0) return null;
  return (
    <RadioCard.Root
      recipe={radioCardSlotRecipe}
      value={formik.values.addressChoice}
      onValueChange={({ value }) => {
        void formik.setFieldValue('addressChoice', value ?? newAddress);
        // A saved address keeps its phone: choosing it brings the phone along.
        const phone = book.find(({ label }) => label === value)?.phone;
        if (phone) void formik.setFieldValue('phone', phone);
      }}
      colorPalette="brand"
    >
      <RadioCard.Label>Your saved addresses</RadioCard.Label>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {book.map((address) => (
          <RadioCard.Item key={address.label} value={address.label}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <RadioCard.ItemText>{address.label}</RadioCard.ItemText>
                <RadioCard.ItemDescription>
                  {addressLines(address).join(', ')}
                </RadioCard.ItemDescription>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
        <RadioCard.Item value={newAddress}>
          <RadioCard.ItemHiddenInput />
          <RadioCard.ItemControl>
            <RadioCard.ItemContent>
              <RadioCard.ItemText>A new address</RadioCard.ItemText>
            </RadioCard.ItemContent>
            <RadioCard.ItemIndicator />
          </RadioCard.ItemControl>
        </RadioCard.Item>
      </SimpleGrid>
    </RadioCard.Root>
  );
}
