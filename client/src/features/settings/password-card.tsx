// Change my password: the current one and a new one twice (the same rules and texts as the reset screen).
// Every other device is signed out (the server insists); better-auth checks the current password.
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { authClient } from '@/auth/auth-client'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { changePasswordInput, PASSWORD_TOO_SHORT, type ChangePasswordInput } from '../../../../sync/inputs/settings'
import { UNKNOWN_ERROR } from '@/lib/api'

const FIELDS: { name: keyof ChangePasswordInput; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Nuværende adgangskode', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'Ny adgangskode', autoComplete: 'new-password' },
  { name: 'confirmation', label: 'Bekræft ny adgangskode', autoComplete: 'new-password' },
]

function failure(code: string | undefined): string {
  if (code === 'INVALID_PASSWORD') return 'Den nuværende adgangskode er forkert'
  if (code === 'PASSWORD_TOO_SHORT') return PASSWORD_TOO_SHORT
  return UNKNOWN_ERROR
}

export function PasswordCard() {
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInput),
    defaultValues: { currentPassword: '', newPassword: '', confirmation: '' },
  })
  async function onSubmit(values: ChangePasswordInput) {
    const { error } = await authClient
      .changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword, revokeOtherSessions: true })
      .catch(() => ({ error: { code: 'NETWORK' } as { code?: string } }))
    if (error) {
      form.setError(error.code === 'INVALID_PASSWORD' ? 'currentPassword' : 'root', { message: failure(error.code) })
      return
    }
    form.reset()
    toast.success('Adgangskode opdateret! Du er logget ud på dine andre enheder.')
  }
  const rootError = form.formState.errors.root?.message
  return (
    <Card>
      <CardHeader>
        <CardTitle>Adgangskode</CardTitle>
        <CardDescription>Mindst 6 tegn. Når du skifter adgangskode, bliver du logget ud på dine andre enheder.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className="grid max-w-sm gap-4" noValidate>
            {FIELDS.map((f) => (
              <FormField
                key={f.name}
                control={form.control}
                name={f.name}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{f.label}</FormLabel>
                    <FormControl>
                      <Input type="password" autoComplete={f.autoComplete} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            ))}
            {rootError && (
              <p role="alert" className="text-destructive text-sm">
                {rootError}
              </p>
            )}
            <Button type="submit" className="justify-self-start" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Gemmer...' : 'Skift adgangskode'}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  )
}
