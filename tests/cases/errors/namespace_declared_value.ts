declare namespace Ext {
  interface Opts { level: number }
  function run(o: Opts): void;
}
const o: Ext.Opts = { level: 1 };
Ext.run(o); // expect error: unsupported: 'Ext.run' is declared (declare namespace) without an implementation
