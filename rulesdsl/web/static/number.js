// A number choice (decision kind "number": a bid, an amount, a slot): a stepper from d.number.min to
// d.number.max by d.number.step, with − and + buttons, a field to type in and a button that sends the number
// (an option id is the number itself). A skip option, when the choice may be declined, stays a plain button.
(function () {
  function make(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  window.numberStepper = function (d, send, t) {
    const r = d.number;
    const offered = new Set(d.options.filter((o) => !o.skip).map((o) => o.id));
    const box = make("div", "options number-choice");
    const minus = make("button", "step", "−");  // not an option: it sends nothing
    const plus = make("button", "step", "+");
    const field = make("input", "number-field");
    field.type = "number";
    field.min = r.min; field.max = r.max; field.step = r.step; field.value = r.min;
    field.setAttribute("aria-label", d.prompt);
    const go = make("button", "option number-go", (t && t.choose) || "OK");
    const clamp = (v) => Math.min(r.max, Math.max(r.min, r.min + Math.round((v - r.min) / r.step) * r.step));
    const set = (v) => { field.value = clamp(v); go.textContent = ((t && t.choose) || "OK") + " " + field.value; };
    minus.addEventListener("click", () => set(Number(field.value) - r.step));
    plus.addEventListener("click", () => set(Number(field.value) + r.step));
    field.addEventListener("change", () => set(Number(field.value)));
    go.addEventListener("click", () => {
      const id = String(clamp(Number(field.value)));
      if (offered.has(id)) send(id);
    });
    set(r.min);
    box.append(minus, field, plus, go);
    for (const o of d.options) {
      if (!o.skip) continue;
      const b = make("button", "option", o.label);
      b.dataset.option = o.id;
      b.addEventListener("click", () => send(o.id));
      box.appendChild(b);
    }
    return box;
  };
})();
