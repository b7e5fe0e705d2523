import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { garageBikesMax, type GarageBike, type NewGarageBike } from '@moto-parts/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTableSkeleton, EmptyList } from '@/components/ui/data-table';
import { ErrorState } from '@/components/ui/error-state';
import { bikeName } from '@/lib/bike-names';
import {
  addGarageBike,
  garageFullMessage,
  reloadGarage,
  removeGarageBike,
  renameGarageBike,
  rideGarageBike,
  useCurrentGarageBike,
  useGarage,
} from '@/lib/garage';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { garageBikeTitle, garageSectionId } from '../utils/garage';
import { GarageBikeCard } from './garage-bike-card';
import { GarageBikeForm } from './garage-bike-form';

interface GarageBikesProps {
  uid: string;
  bikes: GarageBike[];
}

/** The garage's bikes, to ride, rename and remove, and the form to add one. */
function GarageBikes({ uid, bikes }: GarageBikesProps) {
  const current = useCurrentGarageBike(bikes);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [toRemove, setToRemove] = useState<GarageBike | null>(null);
  const fullNoteId = useId();
  const full = bikes.length >= garageBikesMax;

  const add = async (bike: NewGarageBike) => {
    await addGarageBike(uid, bike);
    notifySuccess(`${bikeName(bike)} is in your garage`);
    setAdding(false);
  };

  const use = (bike: GarageBike) => {
    rideGarageBike(bike);
    notifySuccess(`${garageBikeTitle(bike)} is your current bike`);
  };

  const addButton = (
    <Button
      alignSelf="flex-start"
      disabled={full || renaming}
      aria-describedby={full ? fullNoteId : undefined}
      onClick={() => setAdding(true)}
    >
      Add a bike
    </Button>
  );

  return (
    <Stack gap="4">
      {bikes.length === 0 && !adding && (
        <EmptyList headingLevel="h4" title="No bikes in your garage yet">
          <Text color="fg.muted">
            Add the bikes you ride, to pick one from the navbar and see which parts fit each.
          </Text>
          {addButton}
        </EmptyList>
      )}
      {bikes.map((bike) => (
        <GarageBikeCard
          key={bike.id}
          bike={bike}
          current={bike.id === current?.id}
          // One change at a time: a form open holds the others.
          disabled={adding || renaming}
          onUse={() => use(bike)}
          onRename={async (nickname) => {
            await renameGarageBike(uid, bike.id, nickname);
            notifySuccess(nickname ? `Renamed ${nickname}` : 'Nickname removed');
          }}
          onRenaming={setRenaming}
          onRemove={() => setToRemove(bike)}
        />
      ))}
      {adding && <GarageBikeForm onAdd={add} onCancel={() => setAdding(false)} />}
      {bikes.length > 0 && !adding && (
        <HStack gap="3" wrap="wrap">
          {addButton}
          {full && (
            <Text id={fullNoteId} color="fg.muted">
              {garageFullMessage}
            </Text>
          )}
        </HStack>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        onConfirm={async () => {
          if (!toRemove) return;
          await removeGarageBike(uid, toRemove.id);
          notifySuccess('Bike removed');
        }}
        onClose={() => setToRemove(null)}
      >
        {toRemove && `${garageBikeTitle(toRemove)} is removed from your garage.`}
      </ConfirmDialog>
    </Stack>
  );
}

interface GarageProps {
  /** The signed-in rider's id, told by the app (features do not import auth). */
  uid: string;
}

/**
 * My Profile's garage (docs/decisions/0037-garage.md): the rider's bikes, which one they ride
 * now (the bike the shop checks parts against), and the form to add one. The navbar's
 * "Manage garage" links here (`#garage`).
 */
export function Garage({ uid }: GarageProps) {
  const garage = useGarage(uid);
  const headingId = useId();
  const section = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const ready = garage.status === 'ready';

  // Sent here by "Manage garage": the section comes into view once it is drawn.
  useEffect(() => {
    if (hash === `#${garageSectionId}` && ready) section.current?.scrollIntoView();
  }, [hash, ready]);

  let content;
  if (garage.status === 'error') {
    content = (
      <ErrorState
        title="Your garage could not be loaded"
        message={errorMessage(garage.error)}
        onRetry={() => void reloadGarage(uid)}
      />
    );
  } else if (garage.status === 'loading') {
    content = <DataTableSkeleton label="Loading your garage…" />;
  } else {
    content = <GarageBikes uid={uid} bikes={garage.bikes} />;
  }

  return (
    <Stack
      as="section"
      ref={section}
      id={garageSectionId}
      aria-labelledby={headingId}
      gap="4"
      // Below the sticky navbar when scrolled to.
      scrollMarginTop="20"
    >
      <Heading as="h3" id={headingId} size="lg">
        Garage
      </Heading>
      <Text color="fg.muted" mt="-2">
        The bike you ride is the one the shop checks parts against.
      </Text>
      {content}
    </Stack>
  );
}
