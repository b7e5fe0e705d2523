import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { emailSchema } from '@moto-parts/contracts';
import { useFormik } from 'formik';
import { useHydrated } from '@/lib/hydration';
import { useId } from 'react';
import { object } from 'yup';
import { TextField } from '@/components/ui/text-field';
import { notifySuccess } from '@/lib/notify';

const newsletterSchema = object({
  email: emailSchema.required('Email is required'),
});

/** The newsletter box on Home. docs/product.md §1: it calls nothing; it only says thank you. */
export function Newsletter() {
  const headingId = useId();
  // Prerendered on Home: the form sends nothing until the app has hydrated it.
  const hydrated = useHydrated();
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: newsletterSchema,
    onSubmit: (_values, { resetForm }) => {
      notifySuccess('Thanks for subscribing!');
      resetForm();
    },
  });
  const error = formik.touched.email ? formik.errors.email : undefined;

  return (
    <Box as="section" aria-labelledby={headingId} bg="brand.subtle" py={{ base: '12', md: '16' }}>
      <Container maxW="3xl">
        <Stack gap="6" textAlign={{ base: 'start', md: 'center' }}>
          <Stack gap="2">
            <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }}>
              Subscribe to our newsletter
            </Heading>
            <Text color="fg.muted">
              New parts, restocks and workshop stories, once a month. Unsubscribe at any time.
            </Text>
          </Stack>
          <form onSubmit={formik.handleSubmit} noValidate>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'flex-start' }}>
              <Box flex="1" textAlign="start">
                <TextField
                  label="Email address"
                  type="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  {...formik.getFieldProps('email')}
                  error={error}
                />
              </Box>
              {/* Lined up with the input, below its label. */}
              <Button type="submit" disabled={!hydrated} size="md" mt={{ sm: '7' }}>
                Subscribe
              </Button>
            </Stack>
          </form>
        </Stack>
      </Container>
    </Box>
  );
}
