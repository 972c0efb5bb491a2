/**
 * Phrases the generated posts and comments are assembled from. Sentences carry the Markdown
 * subset of markdown.ts, so message_rendered always holds realistic HTML: emphasis, inline
 * code, links with rel, lists and emoji.
 */
export const POST_TITLES = [
  'Weekly check-in',
  'How do you organise your design tokens?',
  'Writing better release notes',
  'Show us your desk setup',
  'Deploying on Fridays: yes or no?',
  'Our migration to TypeScript, six months in',
  'Tips for running async stand-ups',
  'What are you learning this month?',
  'Feedback wanted on the new onboarding flow',
  'Favourite keyboard shortcuts',
  'Accessibility audit: what we found',
  'Pairing sessions this week',
  'A gentle introduction to CSS grid',
  'Help: my build is suddenly slow',
  'Book club: Refactoring, chapter 3',
  'Component naming conventions',
  'Dark mode colour palette',
  'How we review pull requests',
  'Lessons from our last incident',
  'Figma auto layout tricks',
  'Testing strategies that actually work',
  'Monorepo or not?',
  'Meet-up recap',
  'Ideas for the next community call',
  'Your favourite podcast episodes',
  'Burnout, boundaries and breaks',
  'Design critique: pricing page',
  'Logging without the noise',
  'Getting started with SQLite',
  'Celebrating 100 posts 🎉',
];

export const SENTENCES = [
  'Technology is advancing at an unprecedented pace, opening **new possibilities** for users and developers alike.',
  'Small, frequent releases beat big-bang launches almost every time.',
  'Continuous learning is essential for *personal growth*.',
  'The design review went well, but we need to simplify the settings page.',
  'Our team moved the staging cluster to kubernetes last month; happy to share notes.',
  'Good documentation is a feature, not an afterthought.',
  'Inline `code` and a [link](https://example.com/docs) make examples easier to follow.',
  'I keep a running list of questions for our next retro 📝',
  'Deploying twice a day changed how we think about risk.',
  'We tried `npm run build -- --watch` and it cut the feedback loop in half.',
  'Has anyone compared **Figma variables** with plain design tokens?',
  'The accessibility checklist from the [W3C](https://www.w3.org/WAI/) is a great start.',
  'Pair programming felt slow at first, then it felt like cheating 😄',
  'Naming things is still the hardest part of the job.',
  'We replaced three dashboards with one weekly email, and nobody missed them.',
  'Start with the data model; the screens follow.',
  'Keyboard navigation should work before the first demo, not after.',
  'Thanks to everyone who joined the call yesterday 🙏',
  'Our error budget is finally green again.',
  'A short video walkthrough beats a long wiki page.',
  'Use `prefers-reduced-motion` to respect people who get dizzy from animations.',
  'Reading the changelog before upgrading saved us a weekend.',
  'Typography carries more of the design than colour does.',
  'Feature flags let us ship on *Friday* without the drama.',
  'Measure first, then optimise the query that actually matters.',
  'Our onboarding checklist now fits on one page ✅',
  'We wrote the runbook during the incident, which is the wrong time.',
  'Spacing scales make layouts calmer.',
  'Offline-first apps need a clear story for conflicts.',
  'See the [discussion on GitHub](https://github.com/) for the full thread.',
];

export const LIST_BLOCKS = [
  '- Write the test first\n- Make it pass\n- Clean up',
  '1. Open the project\n2. Run `npm ci`\n3. Start the dev server',
  '- Colour contrast\n- Focus order\n- Labels on every input',
  '- Monday: planning\n- Wednesday: demos\n- Friday: retro 🎉',
];

export const COMMENTS = [
  'Could you share more details?',
  'Totally agree with this.',
  'Thanks, this is really helpful! 🙌',
  'We had the same problem last month.',
  'Great write-up, bookmarking it.',
  'Have you tried turning the cache off while debugging?',
  'I would love to see the slides.',
  'This made my day 😄',
  'Counterpoint: smaller teams might not need this yet.',
  'Following, same question here.',
  'Nice! What tools did you use?',
  'The second point is spot on.',
  "Let's discuss this at the next community call.",
  'Interesting approach, I had not thought of that.',
  'Do you have a link to the docs?',
  'Welcome to the community! 👋',
];

export const REPLIES = [
  'Replying to the first comment: I had the same problem last month.',
  'Good question, I will write it up.',
  'Yes, exactly this.',
  'Here is the link: [docs](https://example.com/docs)',
  'Thanks for the tip!',
  'Same here, following.',
];

export const EMOJI = ['🎉', '🚀', '✨', '💡', '🙌', '🔥', '👀', '✅'];
