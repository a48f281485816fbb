import { Spinner } from '#app/components/ui/spinner.tsx';

export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-stone-600">
      <Spinner className="size-6" /> {label}
    </p>
  );
}
