// A speech worker that starts but never reports ready, like one stuck while loading its voices.
setInterval(() => {}, 1000);

export {};
