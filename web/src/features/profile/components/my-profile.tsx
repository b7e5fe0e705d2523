import { Box, Heading, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/notify';
import { useProfile } from '../api/profile';
import { AddressBook } from './address-book';
import { Garage } from './garage';
import { ProfileForm } from './profile-form';

/** Form-shaped placeholders while the profile loads. */
function ProfileSkeleton() {
  return (
    <Box aria-busy="true">
      <VisuallyHidden role="status">Loading your profile…</VisuallyHidden>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height="16" />
        ))}
      </SimpleGrid>
    </Box>
  );
}

interface MyProfileProps {
  /** The signed-in user's email, told by the app (features do not import auth). */
  email: string;
  /** Their id, which names their garage (told by the app too). */
  uid: string;
}

/**
 * My Profile (everyone signed in): their own profile, prefilled, to update; their garage;
 * their saved addresses.
 */
export function MyProfile({ email, uid }: MyProfileProps) {
  const profile = useProfile(email);

  let content;
  if (profile.status === 'error') {
    content = (
      <ErrorState
        title="Your profile could not be loaded"
        message={errorMessage(profile.error)}
        onRetry={profile.reload}
      />
    );
  } else if (profile.status === 'loading') {
    content = <ProfileSkeleton />;
  } else {
    content = <ProfileForm user={profile.data} />;
  }

  return (
    <Stack gap="6" maxW="3xl">
      <title>My Profile — moto-parts</title>
      <Heading as="h2" size="xl">
        My Profile
      </Heading>
      {content}
      <Garage uid={uid} />
      <AddressBook />
    </Stack>
  );
}
