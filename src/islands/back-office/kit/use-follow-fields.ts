import { useEffect, useMemo, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FieldSpec, FormValues } from './field-spec';

type Follower = { name: string; follows: { field: string; make: (text: string) => string } };
const followersOf = (fields: readonly FieldSpec[]): Follower[] =>
  fields.flatMap((field) => (field.kind === 'text' && field.follows ? [{ name: field.name, follows: field.follows }] : []));

/**
 * A field that follows another while a record is added (a post's slug made from its title): it is filled as the
 * other is typed until the person types one of their own. An edit, or a draft given back after signing in again,
 * starts as the person's own (the address a record already has is never changed by retyping its title).
 */
export function useFollowFields(form: UseFormReturn<FormValues>, fields: readonly FieldSpec[], following: boolean) {
  const own = useRef(new Set<string>());
  const followers = useMemo(() => followersOf(fields), [fields]);
  // Set as the dialog opens (add: following; edit or restored draft: not).
  useEffect(() => {
    own.current = new Set(following ? [] : followers.map((item) => item.name));
  }, [following, followers]);
  useEffect(() => {
    if (followers.length === 0) return;
    const subscription = form.watch((values, { name }) => {
      for (const { name: follower, follows } of followers) {
        const made = follows.make(String(values[follows.field] ?? ''));
        if (name === follower && values[follower] !== made) own.current.add(follower);
        // Validated as it is filled, so a 'Slug is required.' from an earlier Save never stays under a filled slug.
        if (name === follows.field && !own.current.has(follower))
          form.setValue(follower, made, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      }
    });
    return () => subscription.unsubscribe();
  }, [form, followers]);
}
