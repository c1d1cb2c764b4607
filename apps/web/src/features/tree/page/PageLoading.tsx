import { Spinner } from '../../../ui/Spinner';

export function PageLoading() {
  return (
    <div className="flex h-full items-center justify-center text-brand-500" aria-busy="true">
      <Spinner className="size-6" />
    </div>
  );
}
