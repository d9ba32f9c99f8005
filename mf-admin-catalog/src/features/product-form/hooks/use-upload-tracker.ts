import { useCallback, useEffect, useRef } from 'react';
import { deleteUpload } from '../api/delete-upload';

/**
 * The files uploaded during one visit of the edit page. Spec 2.9: leaving without saving
 * deletes those the saved product does not use. The saved product's own files are never
 * touched: until a save succeeds they are what the shop shows.
 */
export function useUploadTracker(savedUrls: readonly string[]) {
  const uploaded = useRef(new Map<string, string>());
  const saved = useRef(new Set(savedUrls));
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const files = uploaded.current;
    const kept = saved.current;
    return () => {
      mounted.current = false;
      for (const [url, filename] of files) {
        if (!kept.has(url)) void deleteUpload(filename);
      }
      files.clear();
    };
  }, []);

  /** Records an upload; false when the page was left meanwhile (the file is then deleted). */
  const track = useCallback((url: string, filename: string): boolean => {
    if (!mounted.current) {
      void deleteUpload(filename);
      return false;
    }
    uploaded.current.set(url, filename);
    return true;
  }, []);

  /** After a successful save: these URLs are the product now. */
  const markSaved = useCallback((urls: readonly string[]) => {
    saved.current.clear();
    for (const url of urls) saved.current.add(url);
  }, []);

  return { track, markSaved };
}
