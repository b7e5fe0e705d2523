import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { emailSchema } from '@moto-parts/contracts';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { object, string } from 'yup';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/notify';
import { signUpWithEmail } from '../api/auth-service';
import { fieldProps } from '@/lib/form-field';

// docs/product.md §5 marks no sign-up field as required; these only turn Firebase's own refusals (bad
// email, password under 6 characters) into plain messages before the round trip.
const signUpSchema = object({
  name: string(),
  email: emailSchema,
  password: string().min(6, 'Password must be at least 6 characters'),
});

export function SignUpForm() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const formik = useFormik({
    initialValues: { name: '', email: '', password: '' },
    validationSchema: signUpSchema,
    onSubmit: async (values) => {
      setError(null);
      try {
        await signUpWithEmail({ ...values, email: values.email.trim() });
        void navigate(paths.home.aliasPath, { replace: true });
      } catch (failure) {
        setError(errorMessage(failure));
      }
    },
  });

  return (
    <Stack gap="6">
      <form onSubmit={formik.handleSubmit} noValidate>
        <Stack gap="4">
          <TextField label="Username" autoComplete="name" {...fieldProps(formik, 'name')} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            {...fieldProps(formik, 'email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            {...fieldProps(formik, 'password')}
          />
          {error && (
            <Text role="alert" color="fg.error">
              Error: {error}
            </Text>
          )}
          <Button type="submit" size="lg" loading={formik.isSubmitting}>
            Sign Up
          </Button>
        </Stack>
      </form>
      <Text textAlign="center">
        Already have an account?{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={paths.signin.getHref()}>Sign in</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
