import { describe, expect, it } from 'vitest';
import { mergeTopics, topicChoices, type TopicChoice } from './topic-choices';

const help = { slug: 'help', title: 'Help' };
const questions = { slug: 'questions', title: 'Questions' };
const releases = { slug: 'releases', title: 'Release notes' };

const summary = (choices: TopicChoice[]) =>
  choices.map((choice) => (choice.kind === 'slug' ? `slug ${choice.slug}` : choice.topic.title));

describe('mergeTopics', () => {
  it('keeps the loaded posts’ topics first, then the site’s, each slug once', () => {
    expect(
      mergeTopics([questions, help], [{ slug: 'help', title: 'Site help' }, releases]),
    ).toEqual([questions, help, releases]);
  });
});

describe('topicChoices', () => {
  it('lists every topic when nothing is typed, and those whose title or slug match', () => {
    expect(summary(topicChoices('', [help, questions, releases]))).toEqual([
      'Help',
      'Questions',
      'Release notes',
    ]);
    expect(summary(topicChoices('NOTES', [help, releases]))).toEqual([
      'Release notes',
      'slug NOTES',
    ]);
    expect(summary(topicChoices('releases', [help, releases]))).toEqual(['Release notes']);
  });

  it('offers typed text as a slug when it could be one and is no known topic’s', () => {
    expect(summary(topicChoices('hel', [help]))).toEqual(['Help', 'slug hel']);
    expect(summary(topicChoices('not a slug', [help]))).toEqual([]);
  });
});
