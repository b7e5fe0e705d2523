import { emailSchema, profileInputSchema } from '@moto-parts/contracts';
import { object, string } from 'yup';

// The sign-in and sign-up forms' fields, checked in the browser so that each says what is
// wrong under itself before Firebase is asked (which would answer one error for the form).
const email = emailSchema.required('Email is required');

export const signInSchema = object({
  email,
  password: string().required('Password is required'),
});

export const signUpSchema = object({
  // As My Profile holds it: the navbar and the reviews show it.
  name: profileInputSchema.fields.name,
  email,
  // Firebase refuses a password under 6 characters.
  password: string()
    .required('Password is required')
    .min(6, 'Password must be at least 6 characters'),
});
