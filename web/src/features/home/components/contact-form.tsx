import {
  Box,
  Button,
  Container,
  Field,
  Heading,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { emailSchema } from '@moto-parts/contracts';
import { useFormik } from 'formik';
import { useHydrated } from '@/lib/hydration';
import { useId } from 'react';
import { object, string } from 'yup';
import { TextField } from '@/components/ui/text-field';
import { fieldProps, shownError } from '@/lib/form-field';
import { notifySuccess } from '@/lib/notify';

export const contactMessageMaxLength = 1000;

const contactSchema = object({
  name: string()
    .trim()
    .required('Name is required')
    .max(100, 'Name must be at most 100 characters'),
  email: emailSchema.required('Email is required'),
  message: string()
    .trim()
    .required('Message is required')
    .max(contactMessageMaxLength, `Message must be at most ${contactMessageMaxLength} characters`),
});

/** The contact form on Home. docs/product.md §1: it calls nothing; it only acknowledges. */
export function ContactForm() {
  const headingId = useId();
  // Prerendered on Home: the form sends nothing until the app has hydrated it.
  const hydrated = useHydrated();
  const formik = useFormik({
    initialValues: { name: '', email: '', message: '' },
    validationSchema: contactSchema,
    onSubmit: (_values, { resetForm }) => {
      notifySuccess('Thanks for your message — we will reply within two working days.');
      resetForm();
    },
  });
  const messageError = shownError(formik, 'message');

  return (
    <Box as="section" id="contact" aria-labelledby={headingId} py={{ base: '12', md: '16' }}>
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '8', lg: '16' }}>
          <Stack gap="3">
            <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }}>
              Contact us
            </Heading>
            <Text color="fg.muted" maxW="md">
              Questions about fitment, bulk orders or delivery? Write to the people who make the
              parts. We answer every message ourselves.
            </Text>
          </Stack>
          <form onSubmit={formik.handleSubmit} noValidate>
            <Stack gap="4">
              <TextField label="Name" autoComplete="name" {...fieldProps(formik, 'name')} />
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                {...fieldProps(formik, 'email')}
              />
              <Field.Root invalid={Boolean(messageError)}>
                <Field.Label>Message</Field.Label>
                <Textarea bg="bg" rows={6} {...formik.getFieldProps('message')} />
                {messageError ? (
                  <Field.ErrorText>{messageError}</Field.ErrorText>
                ) : (
                  <Field.HelperText>
                    {formik.values.message.length} / {contactMessageMaxLength} characters
                  </Field.HelperText>
                )}
              </Field.Root>
              <Button type="submit" disabled={!hydrated} size="lg" alignSelf="flex-start">
                Send message
              </Button>
            </Stack>
          </form>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
