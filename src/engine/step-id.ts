/** A plan step's id: what `webhook:` references and `<step-id>-<output>` names are made of. */
export const stepIdPattern = /^[a-z][a-z0-9-]{0,62}$/;
