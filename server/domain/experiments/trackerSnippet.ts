// The tracking snippet an experiment installs in the portal's theme folder (published, like the theme's
// own files): on a page of the site it reports a view, then clicks on links and buttons and form
// submissions (HubSpot forms' onFormSubmitted too) to the app's collector. The page is HubSpot's own
// `hsVars.page_id` / `hsVars.portal_id`, which every HubSpot page defines; the visitor is an id kept in
// localStorage (a fresh one per page load where storage is blocked). Beacons go as text/plain, which a
// browser sends cross-origin without a preflight; the collector decides what counts.

/** Where the snippet lives under the portal's theme folder (custom_installation). */
export const trackerPath = (themeFolder: string) => `${themeFolder}/js/experiment-tracker.js`

export const COLLECTOR_PATH = "/portal/api/v2/experiments/events"

export const trackerSnippet = (appUrl: string): string =>
  `(function(w,d){var h=w.hsVars||{},u=${JSON.stringify(`${appUrl}${COLLECTOR_PATH}`)},k="pb_visitor",v;if(!h.page_id)return;` +
  `try{v=localStorage.getItem(k);if(!v){v=crypto.randomUUID();localStorage.setItem(k,v)}}catch(e){v=String(Math.random()).slice(2)}` +
  `function s(t){var b=JSON.stringify({hub_id:Number(h.portal_id),page_id:String(h.page_id),visitor_id:v,event:t});` +
  `navigator.sendBeacon?navigator.sendBeacon(u,new Blob([b],{type:"text/plain"})):fetch(u,{method:"POST",body:b,keepalive:true,mode:"no-cors"})}` +
  `s("view");d.addEventListener("click",function(e){e.target.closest&&e.target.closest("a,button")&&s("click")},true);` +
  `d.addEventListener("submit",function(){s("form_submission")},true);` +
  `w.addEventListener("message",function(e){e.data&&e.data.eventName==="onFormSubmitted"&&s("form_submission")})})(window,document);\n`
