import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonVariants } from '@client/components/ui/button';

/** The router's fallback when a page crashes or its code cannot be loaded. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className="flex min-h-screen items-center justify-center bg-ivory px-6 text-center">
      <div className="max-w-md">
        <h1 className="text-4xl">Unexpected Application Error!</h1>
        <p className="mt-4 text-taupe">
          Something went wrong while opening this page. Please reload, or go back to the home page.
        </p>
        {detail && <p className="mt-3 text-sm text-taupe/80">{detail}</p>}
        <div className="mt-8 flex justify-center gap-3">
          <button
            type="button"
            className={buttonVariants()}
            onClick={() => window.location.reload()}
          >
            Reload
          </button>
          <Link to="/" className={buttonVariants({ variant: 'outline' })} reloadDocument>
            Home
          </Link>
        </div>
      </div>
    </main>
  );
}
