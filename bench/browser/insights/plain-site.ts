import { int } from '../../support/figures';
import { apiTraffic, type ApiTraffic } from './api-traffic';
import { oneDecimal } from './format';
import { waitForCharts } from './page-probe';
import {
  busySince,
  clickSignIn,
  mainThread,
  newContext,
  openTab,
  type BrowserSetup,
  type MainThread,
} from './pages';
import { MONTH_READ_WAIT_MS, RUNS, WAIT_MS } from './settings';

/*
 * Part 4, a plain FluentCommunity site in Chromium (see run.ts): our server with its insights
 * routes switched off. Sign-in reads only what is cheap by itself; the month's posts are read
 * when "Read the last 30 days" is clicked.
 */

/** The region that offers the month's read, by its heading (MonthReadOffer.tsx). */
const OFFER = 'Comments, reactions and the busiest spaces, authors and posts';
const READ_BUTTON = 'Read the last 30 days';
/** The engagement cards appear with the month's read; when each got its number is noted. */
const ENGAGEMENT_CARDS = ['Comments, last 30 days', 'Reactions, last 30 days'];
/**
 * Quiet this long after the cards means sign-in has read all it reads by itself: a bisection
 * step or a sidebar count still to come follows an answer within a few ms on loopback.
 */
const QUIET_MS = 1_000;

/** From the click on "Sign in" until the cards are filled and the network is quiet. */
export interface PlainSignIn {
  /** ms from the click to every card filled. */
  cards: number;
  cardCount: number;
  /** Every API request of sign-in: `total` until quiet, `untilCharts` until the cards. */
  traffic: ApiTraffic;
  busy: MainThread;
  /** What the offer says the month's read will cost. */
  offer: string;
}

/** From the click on "Read the last 30 days" until the four charts are drawn. */
export interface PlainMonthRead {
  /** ms from the click to every chart drawn. */
  charts: number;
  panelCount: number;
  /** ms from the click to the comments and reactions cards filled (NaN: not seen). */
  engagementCards: number;
  /** `untilCharts` until the charts, `total` until the network was quiet after them. */
  traffic: ApiTraffic;
  busy: MainThread;
}

export interface PlainRun {
  signIn: PlainSignIn;
  monthRead: PlainMonthRead;
}

/** One fresh context: sign in to the plain site's overview, then ask for the month. */
async function plainRun(setup: BrowserSetup): Promise<PlainRun> {
  const context = await newContext(setup);
  try {
    const { page, net } = await openTab(context);
    const beforeSignIn = await clickSignIn(setup, page, net);
    const cards = await waitForCharts(page, "the plain site's cards", { moment: 'cardsAt' });
    await net.settle(QUIET_MS, WAIT_MS);
    const signInBusy = busySince(beforeSignIn, await mainThread(net));
    const offerRegion = page.getByRole('region', { name: OFFER });
    const offer = (await offerRegion.locator('p').innerText()).trim();
    const signIn: PlainSignIn = {
      cards: cards.cardsAt - cards.t0,
      cardCount: cards.cards,
      traffic: apiTraffic(net, cards, cards.t0, cards.cardsAt),
      busy: signInBusy,
      offer,
    };

    const beforeRead = await mainThread(net);
    await offerRegion.getByRole('button', { name: READ_BUTTON }).click();
    const read = await waitForCharts(page, "the plain site's month", {
      timeout: MONTH_READ_WAIT_MS,
    });
    const readBusy = busySince(beforeRead, await mainThread(net));
    await net.settle(QUIET_MS, WAIT_MS);
    const engagementAt = Math.max(
      ...ENGAGEMENT_CARDS.map((label) => read.cardTimes[label] ?? Number.NaN),
    );
    return {
      signIn,
      monthRead: {
        charts: read.chartsAt - read.t0,
        panelCount: read.panels,
        engagementCards: engagementAt - read.t0,
        traffic: apiTraffic(net, read, read.t0, read.chartsAt),
        busy: readBusy,
      },
    };
  } finally {
    await context.close();
  }
}

/** RUNS fresh contexts over the plain site (`setup.overview` must be 'read'). */
export async function benchPlainSite(setup: BrowserSetup): Promise<PlainRun[]> {
  const runs: PlainRun[] = [];
  for (let round = 1; round <= RUNS; round++) {
    const started = performance.now();
    const run = await plainRun(setup);
    runs.push(run);
    const { signIn, monthRead } = run;
    console.info(
      `  plain run ${round}/${RUNS}: cards ${int(signIn.cards)} ms, ${signIn.traffic.total} requests and ` +
        `${oneDecimal(signIn.traffic.bytes / 1000)} KB by itself; month read: charts ${int(monthRead.charts)} ms, ` +
        `${monthRead.traffic.total} requests, ${oneDecimal(monthRead.traffic.bytes / 1_000_000)} MB ` +
        `(${oneDecimal((performance.now() - started) / 1000)} s)`,
    );
  }
  return runs;
}
