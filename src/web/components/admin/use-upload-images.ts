import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { handleSessionExpired } from '@/lib/session-expired';
import { uploadImage, uploadProblem } from './upload-image';

/**
 * Sends pictures one after the other (the server re-encodes each, a burst would only queue),
 * skipping those it would refuse, and hands over the URLs of those it kept.
 */
export function useUploadImages(onUploaded: (urls: string[]) => void, onUploadingChange?: (uploading: boolean) => void) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const upload = async (files: File[]) => {
    const urls: string[] = [];
    setProgress({ done: 0, total: files.length });
    onUploadingChange?.(true);
    for (const [i, file] of files.entries()) {
      const problem = uploadProblem(file);
      if (problem) {
        toast({ title: t(`upload.${problem}`), description: file.name, variant: 'destructive' });
      } else {
        try {
          urls.push(await uploadImage(file));
        } catch (err) {
          if (handleSessionExpired(err)) break;
          toast({ title: t('upload.failed'), description: errorText(err, file.name), variant: 'destructive' });
        }
      }
      setProgress({ done: i + 1, total: files.length });
    }
    setProgress(null);
    if (urls.length) onUploaded(urls);
    onUploadingChange?.(false);
  };

  return { upload, progress };
}
