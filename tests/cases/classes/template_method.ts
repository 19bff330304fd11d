// The template-method pattern with protected hooks and the `override` keyword.
abstract class Report {
  protected lines: string[] = [];
  protected abstract title(): string;
  protected header(): string {
    return "== " + this.title() + " ==";
  }
  protected abstract body(): string[];
  protected footer(): string {
    return "-- end --";
  }
  render(): string {
    this.lines = [this.header()];
    for (const b of this.body()) this.lines.push("  " + b);
    this.lines.push(this.footer());
    return this.lines.join("\n");
  }
}

class SalesReport extends Report {
  constructor(private sales: number[]) {
    super();
  }
  protected title(): string {
    return "Sales";
  }
  protected body(): string[] {
    let total = 0;
    const out: string[] = [];
    for (let i = 0; i < this.sales.length; i++) {
      total += this.sales[i];
      out.push(`Q${i + 1}: ${this.sales[i]}`);
    }
    out.push("total: " + total);
    return out;
  }
}

class ShortSalesReport extends SalesReport {
  protected override footer(): string {
    return "(short)";
  }
  protected override title(): string {
    return super.title().toUpperCase();
  }
}

class EmptyReport extends Report {
  protected title(): string {
    return "Nothing";
  }
  protected body(): string[] {
    return [];
  }
  protected override header(): string {
    return super.header() + "!";
  }
}

const reports: Report[] = [new SalesReport([10, 20.5, 30]), new ShortSalesReport([1, 2]), new EmptyReport()];
for (const r of reports) console.log(r.render());
console.log(reports[1]);
