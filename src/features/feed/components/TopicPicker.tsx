import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Combobox, type ComboboxOption } from '../../../components/combobox/Combobox';
import { usePickerText } from '../../../components/combobox/use-picker-text';
import { foldText } from '../../../lib/fold-text';
import { isolated, isolatedParts } from '../../../lib/sentence';
import { SLUG_PATTERN } from '../../../lib/url-params';
import type { KnownTopic } from '../known-filters';
import { topicChoices, type TopicChoice } from '../topic-choices';

interface TopicPickerProps {
  /** The chosen topic's slug (kept in the URL); `''` for any topic. */
  value: string;
  onChange: (slug: string) => void;
  /** Topics of the loaded posts and of the site (topic-choices.ts, mergeTopics). */
  topics: readonly KnownTopic[];
  /** Said under the field when the chosen slug's title is not known. */
  unknownNote?: string;
}

/**
 * Picks a topic by title; the URL keeps its slug. An unknown slug shows as itself, with a note.
 */
export function TopicPicker({ value, onChange, topics, unknownNote }: TopicPickerProps) {
  // The topic picked here names the slug at once, before the posts that carry it have loaded.
  const [picked, setPicked] = useState<KnownTopic | null>(null);
  const text = usePickerText(value);
  const named = [...(picked ? [picked] : []), ...topics].find((topic) => topic.slug === value);
  const { t } = useLingui();

  const optionOf = (choice: TopicChoice): ComboboxOption<string> => {
    if (choice.kind === 'slug') {
      const slug = isolated(choice.slug);
      return {
        key: `slug:${choice.slug}`,
        label: t`Use topic slug “${slug}”`,
        value: choice.slug,
      };
    }
    const { topic } = choice;
    return { key: topic.slug, label: topic.title, detail: topic.slug, value: topic.slug };
  };

  return (
    <Combobox
      label={t`Topic`}
      placeholder={t`Any topic: type a title`}
      options={topicChoices(text.text, topics).map(optionOf)}
      valueLabel={value === '' ? '' : (named?.title ?? value)}
      draft={text.draft}
      onDraftChange={text.setDraft}
      onPick={(slug) => {
        setPicked(topics.find((topic) => topic.slug === slug) ?? null);
        onChange(slug);
      }}
      onClear={() => onChange('')}
      onCommitText={(typed) => {
        const titled = topics.find((topic) => foldText(topic.title) === foldText(typed));
        if (titled) {
          setPicked(titled);
          onChange(titled.slug);
          return null;
        }
        if (!SLUG_PATTERN.test(typed)) {
          const text = isolated(typed);
          return t`“${text}” is not applied: pick a topic from the suggestions, or type a topic slug (letters, digits, - and _).`;
        }
        onChange(typed);
        return null;
      }}
      emptyText={(typed) => {
        const text = isolated(typed);
        return isolatedParts(t`No topic matches “${text}”.`);
      }}
      note={value !== '' && named === undefined ? unknownNote : undefined}
    />
  );
}
