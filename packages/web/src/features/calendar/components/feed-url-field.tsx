import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

/** The secret link, shown once right after it is made, with a copy button. */
export function FeedUrlField({ url }: { url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy the link. Select it and copy it yourself.');
    }
  };
  return (
    <div className="flex items-end gap-2">
      <Field
        label="Your calendar link"
        hint="Add it in your calendar app as a subscription. Keep it private: anyone with it sees your periods."
        className="min-w-0 flex-1"
      >
        <Input value={url} readOnly onFocus={(event) => event.target.select()} />
      </Field>
      <Button variant="outline" onClick={copy} className="mb-7 shrink-0">
        <Copy aria-hidden="true" />
        Copy
      </Button>
    </div>
  );
}
