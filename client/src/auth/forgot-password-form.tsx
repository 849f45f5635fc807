// 'Glemt adgangskode' on react-hook-form over the shared schema.
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { FormFailure, TextField } from '@/components/form-fields'
import { forgotPasswordInput, type ForgotPasswordInput } from '../../../sync/inputs/auth'
import { authClient } from './auth-client'
import { AuthCard } from './auth-card'
import { providerMessage } from './error-message'
import { UNKNOWN_ERROR } from '@/lib/api'

// Deliberately the same answer whether or not the address has an account.
const SENT =
  'Hvis der findes en konto med denne e-mailadresse, har vi sendt en e-mail med et link til at nulstille adgangskoden.'

export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const form = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordInput), defaultValues: { email: initialEmail } })

  async function submit({ email }: ForgotPasswordInput) {
    try {
      const { error } = await authClient.requestPasswordReset({ email, redirectTo: '/' })
      if (error) form.setError('root', { message: providerMessage(error, UNKNOWN_ERROR) })
    } catch {
      form.setError('root', { message: UNKNOWN_ERROR })
    }
  }

  const { isSubmitting: busy, isSubmitSuccessful, errors } = form.formState
  return (
    <AuthCard
      title="Glemt adgangskode"
      description="Skriv din e-mailadresse, så sender vi et link til at vælge en ny adgangskode."
    >
      {isSubmitSuccessful && !errors.root ? (
        <div className="grid gap-4">
          <Alert>
            <AlertDescription>{SENT}</AlertDescription>
          </Alert>
          <Button variant="outline" onClick={onBack}>
            Tilbage til log ind
          </Button>
        </div>
      ) : (
        <Form {...form}>
          <form onSubmit={form.handleSubmit(submit)} className="grid gap-4" noValidate>
            <FormFailure message={errors.root?.message} />
            <TextField control={form.control} name="email" label="E-mail" type="email" autoComplete="email" required />
            <Button type="submit" disabled={busy}>
              {busy ? 'Sender...' : 'Send nulstillingslink'}
            </Button>
            <Button type="button" variant="link" onClick={onBack}>
              Tilbage til log ind
            </Button>
          </form>
        </Form>
      )}
    </AuthCard>
  )
}
