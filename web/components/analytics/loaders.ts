/** GA4 and the Facebook pixel in the page: set up as their makers' snippets do, paused, stopped, and sent events. */
import { analyticsCookieNames, expiredCookies } from '@/lib/analytics/cookies';
import type { EventName, Payload } from '@/lib/analytics/events';

type Command = (...args: unknown[]) => void;
type Pixel = Command & { callMethod?: Command; queue: unknown[]; push: Command; loaded: boolean; version: string };
interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Command;
  fbq?: Pixel;
  _fbq?: Pixel;
  [disable: `ga-disable-${string}`]: boolean | undefined;
}
const analyticsWindow = () => window as unknown as AnalyticsWindow;

/** The trackers on: the ids of those started and not paused. */
export interface ActiveTrackers {
  ga: string | null;
  pixel: string | null;
}

function addScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** GA4 as Google's snippet sets it up: commands queue in `dataLayer` until gtag.js has loaded. */
export function startGoogleAnalytics(id: string) {
  const w = analyticsWindow();
  w[`ga-disable-${id}`] = false;
  if (w.gtag) return;
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer?.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id);
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
}

/** The Facebook pixel as Meta's snippet sets it up: calls queue until fbevents.js has loaded. */
export function startPixel(id: string) {
  const w = analyticsWindow();
  if (w.fbq) {
    w.fbq('consent', 'grant');
    return;
  }
  const fbq: Pixel = Object.assign(
    (...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue.push(args)),
    { queue: [], loaded: true, version: '2.0', push: () => {} },
  );
  fbq.push = fbq;
  w.fbq = fbq;
  w._fbq = fbq;
  fbq('init', id);
  fbq('track', 'PageView');
  addScript('https://connect.facebook.net/en_US/fbevents.js');
}

/** Switches off what was started; scripts already loaded stay, sending nothing. */
export function pauseAnalytics(gaId: string | null) {
  const w = analyticsWindow();
  if (gaId) w[`ga-disable-${gaId}`] = true;
  w.fbq?.('consent', 'revoke');
}

/** Switches off what was started and deletes the cookies it set. */
export function stopAnalytics(gaId: string | null) {
  pauseAnalytics(gaId);
  for (const name of analyticsCookieNames(document.cookie)) {
    for (const cookie of expiredCookies(name, location.hostname)) document.cookie = cookie;
  }
}

/** Sends an event to each tracker that is on. */
export function sendEvent(active: ActiveTrackers, name: EventName, data: Payload) {
  if (active.ga) analyticsWindow().gtag?.('event', name, data);
  if (active.pixel) analyticsWindow().fbq?.('trackCustom', name, data);
}
