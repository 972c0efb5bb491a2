import { describe, expect, it } from 'vitest';
import type { Person } from '../../api/people';
import {
  KNOWN_FIRST_LIMIT,
  nameOfPerson,
  peopleChoices,
  personNamed,
  type PersonChoice,
} from './people-choices';

const person = (id: number, name: string, username = name.toLowerCase()): Person => ({
  id,
  name,
  username,
  avatar: null,
});

const ana = person(3, 'Ana Souza', 'asouza');
const jose = person(7, 'José Álvarez', 'jalvarez');
const zoe = person(9, 'Zoe Park', 'zpark');

const summary = (choices: PersonChoice[]) =>
  choices.map((choice) => (choice.kind === 'user-id' ? `id ${choice.id}` : choice.person.name));

describe('peopleChoices', () => {
  it('puts people already on the page that match first, then those the site found, once each', () => {
    const found = [person(12, 'Anabel Ruiz'), ana, person(14, 'Diana Ng')];
    expect(summary(peopleChoices('an', [zoe, ana], found))).toEqual([
      'Ana Souza',
      'Anabel Ruiz',
      'Diana Ng',
    ]);
  });

  it('matches names and usernames without accents or case', () => {
    expect(summary(peopleChoices('JOSE', [ana, jose], []))).toEqual(['José Álvarez']);
    expect(summary(peopleChoices('zpa', [ana, zoe], []))).toEqual(['Zoe Park']);
  });

  it('offers a typed whole number as a user id, first', () => {
    expect(summary(peopleChoices(' 42 ', [ana], [person(5, 'User 42')]))).toEqual([
      'id 42',
      'User 42',
    ]);
    expect(summary(peopleChoices('4.2', [], []))).toEqual([]);
    expect(summary(peopleChoices('0', [], []))).toEqual([]);
  });

  it('lists the people on the page when nothing is typed, and ignores stale site results', () => {
    expect(summary(peopleChoices('', [ana, zoe], [jose]))).toEqual(['Ana Souza', 'Zoe Park']);
  });

  it('keeps room for the site’s people when many on the page match', () => {
    const many = Array.from({ length: 8 }, (_, index) => person(100 + index, `Ann ${index}`));
    const choices = peopleChoices('ann', many, [person(1, 'Anne Site')]);
    expect(choices).toHaveLength(KNOWN_FIRST_LIMIT + 1);
    expect(summary(choices).at(-1)).toBe('Anne Site');
  });
});

describe('personNamed', () => {
  it('finds the one person with exactly that name or username', () => {
    const choices = peopleChoices('jose alvarez', [ana, jose], []);
    expect(personNamed('jose alvarez', peopleChoices('jos', [ana, jose], []))).toEqual(jose);
    expect(personNamed('ASOUZA', peopleChoices('', [ana, jose], []))).toEqual(ana);
    expect(personNamed('jose', choices)).toBeUndefined();
  });

  it('finds nobody when two people share the name', () => {
    const twins = peopleChoices(
      '',
      [person(1, 'Sam Lee', 'sam1'), person(2, 'Sam Lee', 'sam2')],
      [],
    );
    expect(personNamed('Sam Lee', twins)).toBeUndefined();
  });
});

describe('nameOfPerson', () => {
  it('names an id from the person picked, else from the people on the page', () => {
    expect(nameOfPerson(7, jose, [ana])).toBe('José Álvarez');
    expect(nameOfPerson(3, jose, [ana])).toBe('Ana Souza');
    expect(nameOfPerson(123, jose, [ana])).toBeUndefined();
  });
});
