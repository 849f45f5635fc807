// The router's error element ('Unexpected Application Error!').
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'

export function RouteError() {
  const error = useRouteError()
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error)
  return (
    <div role="alert" className="mx-auto grid max-w-xl gap-3 p-6">
      <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
      <p className="text-muted-foreground text-sm break-words">{detail}</p>
      <p>
        <a href="/" className="text-sm underline underline-offset-4">
          Til forsiden
        </a>
      </p>
    </div>
  )
}
