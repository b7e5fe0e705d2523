import {
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { garageBikeSchema, garageNicknameMaxLength, type GarageBike } from '@moto-parts/contracts';
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { bikeName } from '@/lib/bike-names';
import { fieldProps } from '@/lib/form-field';
import { notifyError } from '@/lib/notify';
import { garageBikeTitle } from '../utils/garage';

const nicknameSchema = garageBikeSchema.pick(['nickname']);

interface RenameFormProps {
  bike: GarageBike;
  /** Saves the nickname (empty: none); throws what could not be saved. */
  onRename: (nickname: string) => Promise<void>;
  onDone: () => void;
}

/** The bike's nickname, to change or clear. */
function RenameForm({ bike, onRename, onDone }: RenameFormProps) {
  const formik = useFormik({
    initialValues: { nickname: bike.nickname ?? '' },
    validate: async ({ nickname }) => {
      const trimmed = nickname.trim();
      try {
        await nicknameSchema.validate(trimmed ? { nickname: trimmed } : {});
        return {};
      } catch (error) {
        return { nickname: error instanceof Error ? error.message : String(error) };
      }
    },
    onSubmit: async ({ nickname }) => {
      try {
        await onRename(nickname.trim());
        onDone();
      } catch (failure) {
        notifyError(failure);
      }
    },
  });

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={`Rename ${garageBikeTitle(bike)}`}>
      <Stack gap="3">
        <TextField
          label="Nickname"
          helperText="Leave it empty to call it by its name."
          maxLength={garageNicknameMaxLength}
          autoFocus
          {...fieldProps(formik, 'nickname')}
        />
        <HStack gap="2" wrap="wrap">
          <Button size="sm" type="submit" loading={formik.isSubmitting} loadingText="Saving…">
            Save name
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="gray"
            disabled={formik.isSubmitting}
            onClick={onDone}
          >
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

interface GarageBikeCardProps {
  bike: GarageBike;
  /** Whether it is the bike the rider rides now (the shop checks parts against it). */
  current: boolean;
  /** While another change is under way or a form is open: one change at a time. */
  disabled: boolean;
  onUse: () => void;
  onRename: (nickname: string) => Promise<void>;
  onRemove: () => void;
  /** Says whether its rename form is open, so the others wait. */
  onRenaming: (renaming: boolean) => void;
}

/** A bike of the garage: its nickname and name, whether it is ridden now, and what to do with it. */
export function GarageBikeCard({
  bike,
  current,
  disabled,
  onUse,
  onRename,
  onRemove,
  onRenaming,
}: GarageBikeCardProps) {
  const headingId = useId();
  const [renaming, setRenaming] = useState(false);
  const title = garageBikeTitle(bike);
  // Each button says which bike it acts on, for a screen reader's list of buttons.
  const whose = <VisuallyHidden>{title}</VisuallyHidden>;
  const rename = (open: boolean) => {
    setRenaming(open);
    onRenaming(open);
  };

  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      size="sm"
      borderColor={current ? 'brand.solid' : undefined}
    >
      <Card.Header>
        <HStack gap="2" wrap="wrap">
          <Heading as="h4" id={headingId} size="md" minW="0" wordBreak="break-word">
            {title}
          </Heading>
          {current && (
            // The recipe comes with the screen, not the theme: Home's bundle does not carry it.
            <Badge recipe={badgeRecipe} colorPalette="green">
              Current bike
            </Badge>
          )}
        </HStack>
        {bike.nickname && <Text color="fg.muted">{bikeName(bike)}</Text>}
      </Card.Header>
      <Card.Footer pt="3">
        {renaming ? (
          <RenameForm bike={bike} onRename={onRename} onDone={() => rename(false)} />
        ) : (
          <HStack gap="2" wrap="wrap">
            {!current && (
              <Button size="sm" disabled={disabled} onClick={onUse}>
                Use this bike {whose}
              </Button>
            )}
            <Button size="sm" variant="outline" disabled={disabled} onClick={() => rename(true)}>
              Rename {whose}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              disabled={disabled}
              onClick={onRemove}
            >
              Remove {whose}
            </Button>
          </HStack>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
