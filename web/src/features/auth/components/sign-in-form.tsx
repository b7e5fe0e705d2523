import { Button, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { emailSchema } from '@moto-parts/contracts';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { object, string } from 'yup';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { sendPasswordReset, signInWithEmail, signInWithGoogle } from '../api/auth-service';
import { fieldProps } from '@/lib/form-field';

const signInSchema = object({
  email: emailSchema.required('Email is required'),
  password: string().required('Password is required'),
});

/** Set by ProtectedRoute: where the visitor was heading before being sent here. */
interface SignInLocationState {
  from?: { pathname: string };
}

export function SignInForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [googleBusy, setGoogleBusy] = useState(false);

  const returnToOrigin = () => {
    const from = (location.state as SignInLocationState | null)?.from?.pathname;
    void navigate(from ?? paths.home.getHref(), { replace: true });
  };

  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: signInSchema,
    onSubmit: async ({ email, password }) => {
      setError(null);
      try {
        await signInWithEmail(email.trim(), password);
        returnToOrigin();
      } catch (failure) {
        setError(errorMessage(failure));
      }
    },
  });

  const continueWithGoogle = async () => {
    setError(null);
    setGoogleBusy(true);
    try {
      await signInWithGoogle();
      returnToOrigin();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setGoogleBusy(false);
    }
  };

  const resetPassword = async () => {
    const email = formik.values.email.trim();
    if (!email) {
      notifyError('Please enter your email');
      return;
    }
    try {
      await sendPasswordReset(email);
      notifySuccess('Email Sent');
    } catch (failure) {
      notifyError(failure);
    }
  };

  return (
    <Stack gap="6">
      <form onSubmit={formik.handleSubmit} noValidate>
        <Stack gap="4">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            {...fieldProps(formik, 'email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            {...fieldProps(formik, 'password')}
          />
          <Button
            variant="plain"
            size="sm"
            alignSelf="flex-start"
            px="0"
            color="brand.fg"
            onClick={resetPassword}
          >
            Forgot Password?
          </Button>
          {error && (
            <Text role="alert" color="fg.error">
              Error: {error}
            </Text>
          )}
          <Button type="submit" size="lg" loading={formik.isSubmitting}>
            Sign In
          </Button>
        </Stack>
      </form>
      <Text textAlign="center">
        New to moto-parts?{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={paths.signup.getHref()}>Create an account</RouterLink>
        </Link>
      </Text>
      <HStack>
        <Separator flex="1" />
        <Text color="fg.muted" fontSize="sm">
          or
        </Text>
        <Separator flex="1" />
      </HStack>
      <Button
        variant="outline"
        colorPalette="gray"
        size="lg"
        loading={googleBusy}
        onClick={continueWithGoogle}
      >
        Continue with Google
      </Button>
    </Stack>
  );
}
