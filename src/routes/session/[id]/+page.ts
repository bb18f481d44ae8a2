// A session id is only known at run time: served by the fallback page (and offline by the
// service worker's navigation fallback).
export const prerender = false;
