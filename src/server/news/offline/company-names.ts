/**
 * The companies the symbol reader (symbols.ts) knows by name, and their tickers, in four tables by
 * how a name is matched. Each table holds first the names the analyzer was built with, then the
 * members of the main indices of each market and companies often in market news, by market.
 *
 * Non-US tickers carry their Yahoo Finance exchange suffix ("BARC.L", "SIE.DE"), which the
 * exchange table (src/shared/exchanges.ts) knows; a company with a US listing keeps that one
 * ("SAP", "AZN"). A name that collides with ordinary text ("Block", "Snap", "Carrier") is only in
 * its full form ("Block Inc"); how big a company is lives in ../events/scope.ts.
 */

/** Company names that mean nothing else: matched in any case ("Nvidia", "NVIDIA", "nvidia"). */
export const DISTINCT_NAMES: Readonly<Record<string, string>> = {
  Microsoft: 'MSFT', Nvidia: 'NVDA', Google: 'GOOGL', 'Meta Platforms': 'META',
  Facebook: 'META', Netflix: 'NFLX', Qualcomm: 'QCOM', Broadcom: 'AVGO',
  'Barrick Gold': 'B', 'Barrick Mining': 'B', 'Freeport-McMoRan': 'FCX', 'Freeport McMoRan': 'FCX', 'Texas Instruments': 'TXN', Cisco: 'CSCO', Airbnb: 'ABNB', Spotify: 'SPOT',
  Shopify: 'SHOP', Palantir: 'PLTR', 'Zoom Video': 'ZM', Coinbase: 'COIN', Robinhood: 'HOOD', PayPal: 'PYPL',
  Comcast: 'CMCSA', Verizon: 'VZ', Disney: 'DIS', 'Walt Disney': 'DIS', 'Taiwan Semiconductor': '2330.TW',
  Alibaba: '9988.HK', Baidu: 'BIDU', Tencent: '0700.HK', Toyota: '7203.T', Samsung: '005930.KS', eBay: 'EBAY',
  Pinterest: 'PINS', Okta: 'OKTA', LendingTree: 'TREE', Hasbro: 'HAS', Mattel: 'MAT',
  Twilio: 'TWLO', ServiceNow: 'NOW', DocuSign: 'DOCU', 'Western Digital': 'WDC',
  Seagate: 'STX', 'Applied Materials': 'AMAT', 'Lam Research': 'LRCX', Marvell: 'MRVL', 'Analog Devices': 'ADI',
  'Take-Two': 'TTWO', Roku: 'ROKU', 'T-Mobile': 'TMUS', 'Hewlett Packard Enterprise': 'HPE',
  'Hewlett-Packard': 'HPQ', Lyft: 'LYFT', DoorDash: 'DASH', Nintendo: '7974.T', Xiaomi: '1810.HK', 'JD.com': 'JD',
  Pinduoduo: 'PDD', Meituan: '3690.HK', SoftBank: '9984.T', Infosys: 'INFY', Sony: 'SONY', Panasonic: '6752.T',
  Hitachi: '6501.T', Honda: 'HMC', Nissan: '7201.T', Hyundai: '005380.KS', JPMorgan: 'JPM', 'JPMorgan Chase': 'JPM',
  'JP Morgan': 'JPM', 'J.P. Morgan': 'JPM', 'Goldman Sachs': 'GS', Goldman: 'GS', 'Morgan Stanley': 'MS',
  'Bank of America': 'BAC', BofA: 'BAC', 'BofA Merrill Lynch': 'BAC', 'BofA/Merrill Lynch': 'BAC', 'BofA Securities': 'BAC', Citigroup: 'C', Citi: 'C', Citibank: 'C', 'Wells Fargo': 'WFC',
  BlackRock: 'BLK', 'Berkshire Hathaway': 'BRK.B', Berkshire: 'BRK.B', Mastercard: 'MA', 'American Express': 'AXP',
  'Charles Schwab': 'SCHW', 'Capital One': 'COF', 'State Street': 'STT', 'BNY Mellon': 'BK', MetLife: 'MET',
  Allstate: 'ALL', Blackstone: 'BX', KKR: 'KKR', Jefferies: 'JEF', 'Raymond James': 'RJF', Nomura: 'NMR',
  'Moody\'s': 'MCO', 'Moody’s': 'MCO', 'Lending Club': 'LC', LendingClub: 'LC', 'Ally Financial': 'ALLY',
  'Johnson & Johnson': 'JNJ', 'J&J': 'JNJ', Pfizer: 'PFE', Moderna: 'MRNA', 'Eli Lilly': 'LLY', AbbVie: 'ABBV',
  UnitedHealth: 'UNH', Gilead: 'GILD', Amgen: 'AMGN', 'Bristol-Myers Squibb': 'BMY', 'Bristol Myers Squibb': 'BMY',
  Biogen: 'BIIB', Regeneron: 'REGN', 'Vertex Pharmaceuticals': 'VRTX', Illumina: 'ILMN', Novavax: 'NVAX',
  Teva: 'TEVA', Sanofi: 'SNY', BioNTech: 'BNTX', Medtronic: 'MDT', 'Abbott Laboratories': 'ABT',
  'Abbott Labs': 'ABT', Stryker: 'SYK', 'Thermo Fisher': 'TMO', Danaher: 'DHR',
  'Boston Scientific': 'BSX', Humana: 'HUM', Cigna: 'CI', McKesson: 'MCK', 'Henry Schein': 'HSIC',
  'Cardinal Health': 'CAH', 'Procter & Gamble': 'PG', 'Coca-Cola': 'KO', PepsiCo: 'PEP', Walmart: 'WMT',
  'Wal-Mart': 'WMT', Costco: 'COST', 'Home Depot': 'HD', 'McDonald\'s': 'MCD', 'McDonald’s': 'MCD', McDonalds: 'MCD',
  Starbucks: 'SBUX', Nike: 'NKE', 'Kraft Heinz': 'KHC', Kroger: 'KR',
  'Lowe\'s': 'LOW', 'Lowe’s': 'LOW', 'Macy\'s': 'M', 'Macy’s': 'M', 'Kohl\'s': 'KSS',
  'Kohl’s': 'KSS', 'Dollar General': 'DG', 'Dollar Tree': 'DLTR', 'Estee Lauder': 'EL', 'Estée Lauder': 'EL',
  'Colgate-Palmolive': 'CL', 'Kimberly-Clark': 'KMB', 'General Mills': 'GIS', Mondelez: 'MDLZ', Hershey: 'HSY',
  'Philip Morris': 'PM', Altria: 'MO', 'Anheuser-Busch': 'BUD', 'AB InBev': 'BUD', 'Yum Brands': 'YUM',
  'Yum! Brands': 'YUM', 'Domino\'s': 'DPZ', 'Domino’s': 'DPZ', 'Wendy\'s': 'WEN',
  Lululemon: 'LULU', 'Under Armour': 'UAA', Marriott: 'MAR', 'Hilton Worldwide': 'HLT', Expedia: 'EXPE',
  'Booking Holdings': 'BKNG', 'Tyson Foods': 'TSN', Sysco: 'SYY', Ecolab: 'ECL', Conagra: 'CAG',
  Hormel: 'HRL', 'Campbell Soup': 'CPB', Boeing: 'BA', 'Lockheed Martin': 'LMT', Lockheed: 'LMT', Raytheon: 'RTX',
  'General Electric': 'GE', Honeywell: 'HON', 'Ford Motor': 'F', 'General Motors': 'GM',
  FedEx: 'FDX', 'Delta Air Lines': 'DAL', 'American Airlines': 'AAL', 'United Airlines': 'UAL',
  'Southwest Airlines': 'LUV', JetBlue: 'JBLU', 'Royal Caribbean': 'RCL', 'Norwegian Cruise': 'NCLH', Exxon: 'XOM',
  ExxonMobil: 'XOM', 'Exxon Mobil': 'XOM', ConocoPhillips: 'COP', 'PG&E': 'PCG',
  'Northrop Grumman': 'NOC', 'General Dynamics': 'GD', 'Union Pacific': 'UNP', 'Norfolk Southern': 'NSC',
  Halliburton: 'HAL', Schlumberger: 'SLB', Valero: 'VLO', 'Kinder Morgan': 'KMI',
  'Duke Energy': 'DUK', NextEra: 'NEE', Exelon: 'EXC', Deere: 'DE', 'John Deere': 'DE',
  'Harley-Davidson': 'HOG', 'Harley Davidson': 'HOG', LVMH: 'MC.PA',
  Nestlé: 'NESN.SW', Novartis: 'NOVN.SW', Roche: 'ROG.SW', 'Royal Dutch Shell': 'SHEL', Barclays: 'BARC.L',
  Lloyds: 'LLOY.L', 'Deutsche Bank': 'DBK.DE', 'BNP Paribas': 'BNP.PA', Santander: 'SAN', Volkswagen: 'VOW3.DE',
  'Mercedes-Benz': 'MBG.DE', Daimler: 'MBG.DE', Airbus: 'AIR.PA', TotalEnergies: 'TTE', Unilever: 'ULVR.L',
  AstraZeneca: 'AZN', GlaxoSmithKline: 'GSK.L', Glaxo: 'GSK.L', 'Novo Nordisk': 'NOVO-B.CO', Allianz: 'ALV.DE', Adidas: 'ADS.DE',
  'L\'Oreal': 'OR.PA', 'L\'Oréal': 'OR.PA', 'L’Oreal': 'OR.PA', 'L’Oréal': 'OR.PA', Vodafone: 'VOD',
  Ericsson: 'ERIC', Nokia: 'NOK', 'Rio Tinto': 'RIO', Glencore: 'GLEN.L', Kering: 'KER.PA', Renault: 'RNO.PA',
  Stellantis: 'STLA', Ferrari: 'RACE', Infineon: 'IFX.DE', 'Rolls-Royce': 'RR.L', 'BAE Systems': 'BA.L',
  Tesco: 'TSCO.L', 'Sainsbury\'s': 'SBRY.L', 'Marks & Spencer': 'MKS.L', Burberry: 'BRBY.L', Aviva: 'AV.L',
  'Legal & General': 'LGEN.L', 'Standard Chartered': 'STAN.L', NatWest: 'NWG.L', 'Royal Bank of Scotland': 'NWG.L',
  Ashtead: 'AHT.L', Reckitt: 'RKT.L', Diageo: 'DGE.L', easyJet: 'EZJ.L', Ryanair: 'RYA.L', Lufthansa: 'LHA.DE',
  'Air France-KLM': 'AF.PA', 'British Airways': 'IAG.L', 'Deutsche Telekom': 'DTE.DE', Telefonica: 'TEF',
  Telefónica: 'TEF', Iberdrola: 'IBE.MC', Repsol: 'REP.MC', Equinor: 'EQNR', Danone: 'BN.PA', Carrefour: 'CA.PA',
  'Societe Generale': 'GLE.PA', 'Société Générale': 'GLE.PA', 'Credit Agricole': 'ACA.PA',
  'Crédit Agricole': 'ACA.PA', Commerzbank: 'CBK.DE', Zalando: 'ZAL.DE', Adyen: 'ADYEN.AS', Heineken: 'HEIA.AS',
  Inditex: 'ITX.MC', Richemont: 'CFR.SW', Swatch: 'UHR.SW', 'Swiss Re': 'SREN.SW', 'Zurich Insurance': 'ZURN.SW',
  'Anglo American': 'AAL.L', ArcelorMittal: 'MT', Petrobras: 'PETR4.SA', Gazprom: 'GAZP.ME', Rosneft: 'ROSN.ME',
  'Saudi Aramco': '2222.SR', Aramco: '2222.SR', Sinopec: '0386.HK', PetroChina: '0857.HK', 'Deutsche Post': 'DHL.DE',
  Porsche: 'P911.DE', Philips: 'PHIA.AS', Enbridge: 'ENB', Suncor: 'SU', Qantas: 'QAN.AX',
  'London Stock Exchange': 'LSEG.L', 'Intercontinental Exchange': 'ICE', 'Deutsche Boerse': 'DB1.DE',
  'Deutsche Börse': 'DB1.DE', Euronext: 'ENX.PA', 'Nasdaq Inc': 'NDAQ', 'CME Group': 'CME',
  Seagen: 'SGEN', Splunk: 'SPLK', 'Madrigal Pharmaceuticals': 'MDGL', Madrigal: 'MDGL', 'Applied Therapeutics': 'APLT',
  Carvana: 'CVNA', 'Super Micro': 'SMCI', Supermicro: 'SMCI', Wirecard: 'WDI.DE', Walgreens: 'WBA',
  'Siemens Energy': 'ENR.DE', 'Deutsche Wohnen': 'DWNI.DE', Vonovia: 'VNA.DE', iRobot: 'IRBT', 'Country Garden': '2007.HK',
  'China Vanke': '2202.HK', Evergrande: '3333.HK', Whitehaven: 'WHC.AX', Maersk: 'MAERSK-B.CO', 'Hapag-Lloyd': 'HLAG.DE',
  Hertz: 'HTZ', CrowdStrike: 'CRWD', 'Palo Alto Networks': 'PANW', Datadog: 'DDOG', Zscaler: 'ZS', Fortinet: 'FTNT', MongoDB: 'MDB', Atlassian: 'TEAM', Genmab: 'GMAB.CO', 'Western Alliance': 'WAL', Antofagasta: 'ANTO.L', Albertsons: 'ACI', Kellogg: 'K', Kellanova: 'K', Uniper: 'UN01.DE', 'Siemens Healthineers': 'SHL.DE', GameStop: 'GME', Hess: 'HES', 'Pioneer Natural Resources': 'PXD', Henkel: 'HEN3.DE', Rheinmetall: 'RHM.DE', Thales: 'HO.PA', Leonardo: 'LDO.MI', 'Credit Suisse': 'CSGN.SW',
  Itaú: 'ITUB4.SA', Itau: 'ITUB4.SA', Bradesco: 'BBDC4.SA', Ambev: 'ABEV3.SA', Embraer: 'EMBR3.SA', 'Banco do Brasil': 'BBAS3.SA',
  'Reliance Industries': 'RELIANCE.NS', Merck: 'MRK', Bayer: 'BAYN.DE', 'Continental AG': 'CON.DE',
  // United States
  Wipro: 'WIT', 'Royal Bank of Canada': 'RY', 'Toronto-Dominion Bank': 'TD', 'TD Bank': 'TD', 'Bank of Nova Scotia': 'BNS', Scotiabank: 'BNS',
  'Bank of Montreal': 'BMO', 'Canadian Imperial Bank of Commerce': 'CM', Manulife: 'MFC', 'Sun Life': 'SLF', 'Brookfield Corp': 'BN',
  'Brookfield Asset Management': 'BAM', 'Canadian Pacific Kansas City': 'CP', 'TC Energy': 'TRP', Cenovus: 'CVE', 'Imperial Oil': 'IMO',
  Nutrien: 'NTR', 'Agnico Eagle': 'AEM', 'Wheaton Precious Metals': 'WPM', 'Franco-Nevada': 'FNV', 'Teck Resources': 'TECK', Cameco: 'CCJ',
  Kinross: 'KGC', 'Thomson Reuters': 'TRI', OpenText: 'OTEX', 'CGI Inc': 'GIB', 'Magna International': 'MGA', Telus: 'TU',
  'Rogers Communications': 'RCI', 'Waste Connections': 'WCN', 'America Movil': 'AMX', 'América Móvil': 'AMX', Cemex: 'CX',
  'Sibanye-Stillwater': 'SBSW', 'AngloGold Ashanti': 'AU', NetEase: 'NTES', 'Trip.com': 'TCOM', Bilibili: 'BILI', 'Li Auto': 'LI', XPeng: 'XPEV',
  'Tencent Music': 'TME', '3i Group': 'III.L', 'Admiral Group': 'ADM.L', 'Associated British Foods': 'ABF.L', 'Barratt Redrow': 'BTRW.L',
  'Barratt Developments': 'BTRW.L', 'Berkeley Group': 'BKG.L', 'British American Tobacco': 'BATS.L', Bunzl: 'BNZL.L', Centrica: 'CNA.L',
  'Coca-Cola HBC': 'CCH.L', 'Compass Group': 'CPG.L', Entain: 'ENT.L', Experian: 'EXPN.L', Fresnillo: 'FRES.L', Hikma: 'HIK.L',
  'Howden Joinery': 'HWDN.L', 'InterContinental Hotels': 'IHG.L', 'Imperial Brands': 'IMB.L', Informa: 'INF.L', 'JD Sports': 'JD.L',
  'Land Securities': 'LAND.L', Landsec: 'LAND.L', 'M&G plc': 'MNG.L', 'Next plc': 'NXT.L', 'Phoenix Group': 'PHNX.L', 'Prudential plc': 'PRU.L',
  Rentokil: 'RTO.L', Rightmove: 'RMV.L', 'Sage Group': 'SGE.L', Schroders: 'SDR.L', 'Severn Trent': 'SVT.L', 'Smith & Nephew': 'SN.L',
  'Smiths Group': 'SMIN.L', 'St James\'s Place': 'STJ.L', 'Taylor Wimpey': 'TW.L', 'United Utilities': 'UU.L', Whitbread: 'WTB.L', Ocado: 'OCDO.L',
  Haleon: 'HLN.L', Investec: 'INVP.L', 'Rolls Royce': 'RR.L', 'Marks and Spencer': 'MKS.L', StanChart: 'STAN.L', 'Harbour Energy': 'HBR.L',
  'Aston Martin': 'AML.L', Greggs: 'GRG.L', Wetherspoon: 'JDW.L', 'Wizz Air': 'WIZZ.L', 'SSE plc': 'SSE.L', Accenture: 'ACN', Synopsys: 'SNPS',
  'Cadence Design': 'CDNS', 'Motorola Solutions': 'MSI', Amphenol: 'APH', 'TE Connectivity': 'TEL', Gartner: 'IT', NetApp: 'NTAP', onsemi: 'ON',
  'ON Semiconductor': 'ON', 'Monolithic Power': 'MPWR', Teradyne: 'TER', Skyworks: 'SWKS', Qorvo: 'QRVO', Enphase: 'ENPH', 'First Solar': 'FSLR',
  Keysight: 'KEYS', 'Zebra Technologies': 'ZBRA', Trimble: 'TRMB', Autodesk: 'ADSK', 'Fair Isaac': 'FICO', Akamai: 'AKAM', GoDaddy: 'GDDY',
  VeriSign: 'VRSN', Jabil: 'JBL', AppLovin: 'APP', 'Automatic Data Processing': 'ADP', Paychex: 'PAYX', Paycom: 'PAYC',
  'Fidelity National Information Services': 'FIS', Fiserv: 'FISV', Broadridge: 'BR', CoStar: 'CSGP', Verisk: 'VRSK', GlobalFoundries: 'GFS',
  'Arm Holdings': 'ARM', Cloudflare: 'NET', Roblox: 'RBLX', Reddit: 'RDDT', 'C3.ai': 'AI', SoundHound: 'SOUN', IonQ: 'IONQ', Rigetti: 'RGTI',
  'D-Wave': 'QBTS', 'AST SpaceMobile': 'ASTS', 'Rocket Lab': 'RKLB', Nebius: 'NBIS', Sandisk: 'SNDK', CoreWeave: 'CRWV', Vertiv: 'VRT',
  Celestica: 'CLS', 'Block Inc': 'XYZ', MicroStrategy: 'MSTR', 'Strategy Inc': 'MSTR', 'MARA Holdings': 'MARA', 'Riot Platforms': 'RIOT',
  'Circle Internet': 'CRCL', Klarna: 'KLAR', 'Affirm Holdings': 'AFRM', SoFi: 'SOFI', 'Nu Holdings': 'NU', Nubank: 'NU', MercadoLibre: 'MELI',
  'Sea Limited': 'SE', Coupang: 'CPNG', 'Interactive Brokers': 'IBKR', 'LPL Financial': 'LPLA', 'Snap Inc': 'SNAP', 'Charter Communications': 'CHTR',
  'Fox Corp': 'FOXA', 'News Corp': 'NWSA', Omnicom: 'OMC', 'Live Nation': 'LYV', 'Match Group': 'MTCH', 'TKO Group': 'TKO', 'Sirius XM': 'SIRI',
  'Lumen Technologies': 'LUMN', 'O\'Reilly Automotive': 'ORLY', 'O’Reilly Automotive': 'ORLY', AutoZone: 'AZO', 'Ross Stores': 'ROST',
  'D.R. Horton': 'DHI', 'DR Horton': 'DHI', Lennar: 'LEN', PulteGroup: 'PHM', 'Toll Brothers': 'TOL', Garmin: 'GRMN', 'Las Vegas Sands': 'LVS',
  'Wynn Resorts': 'WYNN', 'MGM Resorts': 'MGM', 'Viking Holdings': 'VIK', Ulta: 'ULTA', CarMax: 'KMX', Aptiv: 'APTV', 'Williams-Sonoma': 'WSM',
  Copart: 'CPRT', 'Restaurant Brands International': 'QSR', 'Yum China': 'YUMC', 'Gap Inc': 'GAP', Abercrombie: 'ANF',
  'American Eagle Outfitters': 'AEO', 'Dick\'s Sporting Goods': 'DKS', 'Dick’s Sporting Goods': 'DKS', 'Bath & Body Works': 'BBWI',
  'Victoria\'s Secret': 'VSCO', 'Victoria’s Secret': 'VSCO', Etsy: 'ETSY', Wayfair: 'W', Opendoor: 'OPEN', Zillow: 'Z', 'Shake Shack': 'SHAK',
  Wingstop: 'WING', 'Dutch Bros': 'BROS', 'Papa John\'s': 'PZZA', 'Papa John’s': 'PZZA', 'KB Home': 'KBH', 'Meritage Homes': 'MTH',
  'Taylor Morrison': 'TMHC', 'Builders FirstSource': 'BLDR', Masco: 'MAS', 'Mohawk Industries': 'MHK', 'Alaska Air': 'ALK', 'Alaska Airlines': 'ALK',
  'Frontier Airlines': 'ULCC', Allegiant: 'ALGT', 'Sun Country Airlines': 'SNCY', 'Joby Aviation': 'JOBY', 'Archer Aviation': 'ACHR', Rivian: 'RIVN',
  'Lucid Group': 'LCID', VinFast: 'VFS', QuantumScape: 'QS', DraftKings: 'DKNG', 'Flutter Entertainment': 'FLUT', 'Constellation Brands': 'STZ',
  'Keurig Dr Pepper': 'KDP', 'Monster Beverage': 'MNST', 'Archer-Daniels-Midland': 'ADM', Bunge: 'BG', 'Church & Dwight': 'CHD', Clorox: 'CLX',
  'McCormick & Co': 'MKC', Smucker: 'SJM', 'Lamb Weston': 'LW', 'Molson Coors': 'TAP', 'Brown-Forman': 'BF.B', 'Pilgrim\'s Pride': 'PPC',
  'Celsius Holdings': 'CELH', 'Coca-Cola Europacific Partners': 'CCEP', 'Sprouts Farmers Market': 'SFM', 'Casey\'s General Stores': 'CASY',
  'Campbell\'s': 'CPB', 'Campbell’s': 'CPB', Pepsi: 'PEP', 'Coca Cola': 'KO', Elevance: 'ELV', Centene: 'CNC', 'Molina Healthcare': 'MOH',
  DaVita: 'DVA', Cencora: 'COR', Zoetis: 'ZTS', 'Becton Dickinson': 'BDX', 'Edwards Lifesciences': 'EW', IDEXX: 'IDXX', IQVIA: 'IQV', Agilent: 'A',
  'Waters Corp': 'WAT', ResMed: 'RMD', Dexcom: 'DXCM', Insulet: 'PODD', 'Cooper Companies': 'COO', 'Baxter International': 'BAX',
  'Zimmer Biomet': 'ZBH', 'GE HealthCare': 'GEHC', Solventum: 'SOLV', Labcorp: 'LH', 'Quest Diagnostics': 'DGX', 'Charles River Laboratories': 'CRL',
  Incyte: 'INCY', Viatris: 'VTRS', 'Bristol Myers': 'BMY', Alnylam: 'ALNY', BioMarin: 'BMRN', Sarepta: 'SRPT', Neurocrine: 'NBIX',
  'CRISPR Therapeutics': 'CRSP', Insmed: 'INSM', argenx: 'ARGX', 'United Therapeutics': 'UTHR', 'Viking Therapeutics': 'VKTX',
  'BeOne Medicines': 'ONC', BeiGene: 'ONC', 'Tempus AI': 'TEM', 'Hims & Hers': 'HIMS', 'Oscar Health': 'OSCR', 'S&P Global': 'SPGI',
  'Progressive Corp': 'PGR', 'Aon plc': 'AON', 'Arthur J. Gallagher': 'AJG', 'Willis Towers Watson': 'WTW', 'Travelers Companies': 'TRV',
  Aflac: 'AFL', 'Prudential Financial': 'PRU', 'Hartford Financial': 'HIG', 'The Hartford': 'HIG', 'Lincoln National': 'LNC', Ameriprise: 'AMP',
  'T. Rowe Price': 'TROW', 'Franklin Templeton': 'BEN', Invesco: 'IVZ', 'Northern Trust': 'NTRS', 'Fifth Third': 'FITB', 'U.S. Bancorp': 'USB',
  'US Bancorp': 'USB', Truist: 'TFC', 'M&T Bank': 'MTB', 'Huntington Bancshares': 'HBAN', KeyCorp: 'KEY', 'Citizens Financial': 'CFG',
  'Bank of New York Mellon': 'BK', 'Apollo Global': 'APO', 'Ares Management': 'ARES', 'Carlyle Group': 'CG', 'Blue Owl': 'OWL',
  'Cboe Global Markets': 'CBOE', FactSet: 'FDS', 'MSCI Inc': 'MSCI', 'Globe Life': 'GL', 'Arch Capital': 'ACGL', 'W.R. Berkley': 'WRB',
  Flagstar: 'FLG', 'New York Community Bancorp': 'FLG', 'East West Bancorp': 'EWBC', 'First Horizon': 'FHN', 'First Citizens BancShares': 'FCNCA',
  'GE Vernova': 'GEV', 'Illinois Tool Works': 'ITW', 'Emerson Electric': 'EMR', 'Parker Hannifin': 'PH', Trane: 'TT', 'Johnson Controls': 'JCI',
  L3Harris: 'LHX', TransDigm: 'TDG', Howmet: 'HWM', 'Republic Services': 'RSG', Fastenal: 'FAST', Paccar: 'PCAR', 'Old Dominion Freight': 'ODFL',
  'United Rentals': 'URI', 'W.W. Grainger': 'GWW', 'Quanta Services': 'PWR', 'Rockwell Automation': 'ROK', 'Otis Worldwide': 'OTIS',
  'Ingersoll Rand': 'IR', Generac: 'GNRC', 'Jacobs Solutions': 'J', Leidos: 'LDOS', Textron: 'TXT', 'Huntington Ingalls': 'HII',
  'C.H. Robinson': 'CHRW', 'J.B. Hunt': 'JBHT', 'Stanley Black & Decker': 'SWK', Equifax: 'EFX', TransUnion: 'TRU', Wabtec: 'WAB', EMCOR: 'EME',
  Northrop: 'NOC', 'Ferguson Enterprises': 'FERG', AeroVironment: 'AVAV', 'Booz Allen': 'BAH', 'Carrier Global': 'CARR', 'Eaton Corp': 'ETN',
  'Principal Financial Group': 'PFG', Linde: 'LIN', 'Sherwin-Williams': 'SHW', 'Air Products': 'APD', Newmont: 'NEM', DuPont: 'DD', 'Dow Inc': 'DOW',
  Nucor: 'NUE', 'Vulcan Materials': 'VMC', 'Martin Marietta': 'MLM', Corteva: 'CTVA', 'International Flavors & Fragrances': 'IFF',
  LyondellBasell: 'LYB', 'CF Industries': 'CF', Albemarle: 'ALB', Celanese: 'CE', 'Ball Corp': 'BALL', Amcor: 'AMCR', 'International Paper': 'IP',
  'Smurfit Westrock': 'SW', 'Cleveland-Cliffs': 'CLF', Alcoa: 'AA', 'MP Materials': 'MP', 'Southern Copper': 'SCCO', Amrize: 'AMRZ',
  'James Hardie': 'JHX', 'Marathon Petroleum': 'MPC', 'Phillips 66': 'PSX', 'Williams Companies': 'WMB', ONEOK: 'OKE', 'Baker Hughes': 'BKR',
  'Devon Energy': 'DVN', Coterra: 'CTRA', 'EQT Corp': 'EQT', 'APA Corp': 'APA', 'Targa Resources': 'TRGP', 'Texas Pacific Land': 'TPL', Conoco: 'COP',
  Transocean: 'RIG', Cheniere: 'LNG', 'Venture Global': 'VG', 'Peabody Energy': 'BTU', Sunrun: 'RUN', SolarEdge: 'SEDG', 'Bloom Energy': 'BE',
  'Plug Power': 'PLUG', Oklo: 'OKLO', NuScale: 'SMR', Vistra: 'VST', 'Constellation Energy': 'CEG', 'Southern Company': 'SO', 'Southern Co': 'SO',
  'Dominion Energy': 'D', 'American Electric Power': 'AEP', Sempra: 'SRE', 'Xcel Energy': 'XEL', 'Consolidated Edison': 'ED', 'Con Edison': 'ED',
  'Public Service Enterprise Group': 'PEG', 'Edison International': 'EIX', Entergy: 'ETR', 'DTE Energy': 'DTE', 'PPL Corp': 'PPL', FirstEnergy: 'FE',
  Eversource: 'ES', 'CenterPoint Energy': 'CNP', 'AES Corp': 'AES', 'NRG Energy': 'NRG', 'American Water Works': 'AWK', Prologis: 'PLD',
  'American Tower': 'AMT', Equinix: 'EQIX', Welltower: 'WELL', 'Simon Property': 'SPG', 'Realty Income': 'O', 'Digital Realty': 'DLR',
  'VICI Properties': 'VICI', AvalonBay: 'AVB', 'Equity Residential': 'EQR', Weyerhaeuser: 'WY', 'Alexandria Real Estate': 'ARE',
  'Invitation Homes': 'INVH', 'Host Hotels': 'HST', 'Boston Properties': 'BXP', 'Ventas Inc': 'VTR',
  // Canada
  'National Bank of Canada': 'NA.TO', 'Fairfax Financial': 'FFH.TO', 'Ivanhoe Mines': 'IVN.TO', 'Constellation Software': 'CSU.TO',
  'Couche-Tard': 'ATD.TO', Dollarama: 'DOL.TO', Loblaw: 'L.TO', 'Canadian Tire': 'CTC-A.TO', 'Air Canada': 'AC.TO', Bombardier: 'BBD-B.TO',
  'Power Corporation of Canada': 'POW.TO',
  // Brazil
  Suzano: 'SUZB3.SA', Gerdau: 'GGBR4.SA', Sabesp: 'SBSP3.SA', 'Raízen': 'RAIZ4.SA', Raizen: 'RAIZ4.SA', 'Magazine Luiza': 'MGLU3.SA',
  'BTG Pactual': 'BPAC11.SA', Braskem: 'BRKM5.SA',
  // United Kingdom
  Jet2: 'JET2.L',
  // Germany
  Beiersdorf: 'BEI.DE', Brenntag: 'BNR.DE', 'Daimler Truck': 'DTG.DE', 'E.ON': 'EOAN.DE', 'Fresenius Medical Care': 'FME.DE', Fresenius: 'FRE.DE',
  'Hannover Re': 'HNR1.DE', 'Heidelberg Materials': 'HEI.DE', 'Merck KGaA': 'MRK.DE', 'MTU Aero': 'MTX.DE', 'Munich Re': 'MUV2.DE',
  'Porsche SE': 'PAH3.DE', Qiagen: 'QIA.DE', Sartorius: 'SRT3.DE', 'Hugo Boss': 'BOSS.DE', 'Delivery Hero': 'DHER.DE', Evonik: 'EVK.DE',
  Thyssenkrupp: 'TKA.DE', HelloFresh: 'HFG.DE', Hensoldt: 'HAG.DE', Nordex: 'NDX1.DE',
  // France
  Accor: 'AC.PA', 'Air Liquide': 'AI.PA', Bouygues: 'EN.PA', Capgemini: 'CAP.PA', 'Dassault Systemes': 'DSY.PA', 'Dassault Systèmes': 'DSY.PA',
  'Dassault Aviation': 'AM.PA', Engie: 'ENGI.PA', EssilorLuxottica: 'EL.PA', 'Hermès': 'RMS.PA', Michelin: 'ML.PA', 'Orange SA': 'ORA.PA',
  'Pernod Ricard': 'RI.PA', Publicis: 'PUB.PA', 'Saint-Gobain': 'SGO.PA', 'Schneider Electric': 'SU.PA', STMicroelectronics: 'STMPA.PA',
  STMicro: 'STMPA.PA', Unibail: 'URW.PA', Veolia: 'VIE.PA', 'Vinci SA': 'DG.PA', Vivendi: 'VIV.PA', SocGen: 'GLE.PA', Alstom: 'ALO.PA',
  Ubisoft: 'UBI.PA', Sodexo: 'SW.PA', Valeo: 'FR.PA', Getlink: 'GET.PA', 'Aeroports de Paris': 'ADP.PA', 'Aéroports de Paris': 'ADP.PA',
  'Rémy Cointreau': 'RCO.PA', 'Remy Cointreau': 'RCO.PA', 'Bolloré': 'BOL.PA', Bollore: 'BOL.PA', Eutelsat: 'ETL.PA',
  // Netherlands
  'ABN AMRO': 'ABN.AS', Aegon: 'AGN.AS', Ahold: 'AD.AS', 'Akzo Nobel': 'AKZA.AS', AkzoNobel: 'AKZA.AS', 'ASM International': 'ASM.AS',
  'BE Semiconductor': 'BESI.AS', Besi: 'BESI.AS', 'DSM-Firmenich': 'DSFIR.AS', Exor: 'EXO.AS', Prosus: 'PRX.AS', 'Universal Music': 'UMG.AS',
  'Wolters Kluwer': 'WKL.AS', 'CVC Capital': 'CVC.AS',
  // Switzerland
  Alcon: 'ALC.SW', Givaudan: 'GIVN.SW', Holcim: 'HOLN.SW', 'Kuehne + Nagel': 'KNIN.SW', 'Kühne + Nagel': 'KNIN.SW', Logitech: 'LOGN.SW',
  Lonza: 'LONN.SW', Swisscom: 'SCMN.SW', 'Julius Baer': 'BAER.SW', 'Julius Bär': 'BAER.SW', Galderma: 'GALD.SW', Sandoz: 'SDZ.SW',
  'Barry Callebaut': 'BARN.SW', Lindt: 'LISN.SW', Adecco: 'ADEN.SW', Avolta: 'AVOL.SW', Dufry: 'AVOL.SW',
  // Italy
  UniCredit: 'UCG.MI', Enel: 'ENEL.MI', 'Banco BPM': 'BAMI.MI', 'Monte dei Paschi': 'BMPS.MI', 'Poste Italiane': 'PST.MI', Snam: 'SRG.MI',
  Prysmian: 'PRY.MI', Moncler: 'MONC.MI', 'Telecom Italia': 'TIT.MI', Pirelli: 'PIRC.MI', Campari: 'CPR.MI', Nexi: 'NEXI.MI',
  'Banca Mediolanum': 'BMED.MI', Unipol: 'UNI.MI', Saipem: 'SPM.MI', Tenaris: 'TEN.MI', 'Brunello Cucinelli': 'BC.MI', Ferragamo: 'SFER.MI',
  Fincantieri: 'FCT.MI',
  // Spain
  'Banco Bilbao Vizcaya Argentaria': 'BBVA.MC', CaixaBank: 'CABK.MC', 'Banco Sabadell': 'SAB.MC', Bankinter: 'BKT.MC', Unicaja: 'UNI.MC',
  Aena: 'AENA.MC', Ferrovial: 'FER.MC', Cellnex: 'CLNX.MC', Endesa: 'ELE.MC', Naturgy: 'NTGY.MC', Redeia: 'RED.MC', Enagas: 'ENG.MC',
  'Enagás': 'ENG.MC', Grifols: 'GRF.MC', Mapfre: 'MAP.MC', 'Acciona Energia': 'ANE.MC', 'Acciona Energía': 'ANE.MC', Acciona: 'ANA.MC',
  Puig: 'PUIG.MC',
  // Denmark
  'Ørsted': 'ORSTED.CO', Orsted: 'ORSTED.CO', Vestas: 'VWS.CO', Carlsberg: 'CARL-B.CO', Coloplast: 'COLO-B.CO', 'Danske Bank': 'DANSKE.CO',
  Novonesis: 'NSIS-B.CO', Demant: 'DEMANT.CO', 'Zealand Pharma': 'ZEAL.CO', 'Bavarian Nordic': 'BAVA.CO', Nordea: 'NDA-DK.CO', 'Mærsk': 'MAERSK-B.CO',
  // Norway
  'Norsk Hydro': 'NHY.OL', 'Aker BP': 'AKRBP.OL', 'DNB Bank': 'DNB.OL', Telenor: 'TEL.OL', Orkla: 'ORK.OL', Mowi: 'MOWI.OL',
  'Kongsberg Gruppen': 'KOG.OL', 'Vår Energi': 'VAR.OL', 'Var Energi': 'VAR.OL', 'Norwegian Air Shuttle': 'NAS.OL', 'Nel ASA': 'NEL.OL',
  'Frontline plc': 'FRO.OL',
  // Austria
  'Erste Group': 'EBS.VI', 'Raiffeisen Bank International': 'RBI.VI', voestalpine: 'VOE.VI',
  // Russia
  Sberbank: 'SBER.ME', Lukoil: 'LKOH.ME', Novatek: 'NVTK.ME', Nornickel: 'GMKN.ME', 'Norilsk Nickel': 'GMKN.ME', Yandex: 'YDEX.ME',
  // Saudi Arabia
  'Al Rajhi Bank': '1120.SR', 'Saudi National Bank': '1180.SR', 'Saudi Basic Industries': '2010.SR', 'Saudi Telecom': '7010.SR',
  'Ma\'aden': '1211.SR', Maaden: '1211.SR', 'ACWA Power': '2082.SR', Almarai: '2280.SR', 'Sulaiman Al Habib': '4013.SR',
  // India
  'HDFC Bank': 'HDFCBANK.NS', 'ICICI Bank': 'ICICIBANK.NS', 'Tata Consultancy Services': 'TCS.NS', Airtel: 'BHARTIARTL.NS',
  'State Bank of India': 'SBIN.NS', 'Larsen & Toubro': 'LT.NS', 'Hindustan Unilever': 'HINDUNILVR.NS', 'ITC Ltd': 'ITC.NS',
  'Kotak Mahindra': 'KOTAKBANK.NS', 'Axis Bank': 'AXISBANK.NS', 'Bajaj Finance': 'BAJFINANCE.NS', 'Bajaj Finserv': 'BAJAJFINSV.NS',
  'Bajaj Auto': 'BAJAJ-AUTO.NS', 'Mahindra & Mahindra': 'M&M.NS', 'Maruti Suzuki': 'MARUTI.NS', 'Tata Steel': 'TATASTEEL.NS',
  'Titan Company': 'TITAN.NS', 'Sun Pharma': 'SUNPHARMA.NS', 'Dr. Reddy\'s': 'DRREDDY.NS', 'Dr. Reddy’s': 'DRREDDY.NS', Cipla: 'CIPLA.NS',
  'Power Grid Corp': 'POWERGRID.NS', 'Adani Enterprises': 'ADANIENT.NS', 'Adani Ports': 'ADANIPORTS.NS', 'Adani Green': 'ADANIGREEN.NS',
  'UltraTech Cement': 'ULTRACEMCO.NS', 'JSW Steel': 'JSWSTEEL.NS', Hindalco: 'HINDALCO.NS', 'Asian Paints': 'ASIANPAINT.NS', HCLTech: 'HCLTECH.NS',
  'HCL Technologies': 'HCLTECH.NS', 'Tech Mahindra': 'TECHM.NS', 'IndusInd Bank': 'INDUSINDBK.NS', 'Bharat Petroleum': 'BPCL.NS',
  Zomato: 'ETERNAL.NS', 'Jio Financial': 'JIOFIN.NS', 'Hindustan Aeronautics': 'HAL.NS', 'InterGlobe Aviation': 'INDIGO.NS', Paytm: 'PAYTM.NS',
  'Life Insurance Corporation of India': 'LICI.NS', 'Yes Bank': 'YESBANK.NS', Swiggy: 'SWIGGY.NS',
  // Japan
  'Mitsubishi UFJ': '8306.T', 'Sumitomo Mitsui Financial': '8316.T', Mizuho: '8411.T', Keyence: '6861.T', 'Tokyo Electron': '8035.T',
  'Fast Retailing': '9983.T', Uniqlo: '9983.T', 'Shin-Etsu': '4063.T', 'Daiichi Sankyo': '4568.T', Astellas: '4503.T', 'Recruit Holdings': '6098.T',
  'Mitsubishi Corp': '8058.T', 'Mitsui & Co': '8031.T', Itochu: '8001.T', Marubeni: '8002.T', 'Sumitomo Corp': '8053.T', 'Mitsubishi Heavy': '7011.T',
  'Kawasaki Heavy': '7012.T', 'Mitsubishi Electric': '6503.T', Daikin: '6367.T', Fanuc: '6954.T', Advantest: '6857.T', 'Disco Corp': '6146.T',
  Renesas: '6723.T', Nikon: '7731.T', Fujifilm: '4901.T', 'Seven & i': '3382.T', 'Japan Tobacco': '2914.T', 'Asahi Group': '2502.T',
  Shiseido: '4911.T', 'Nippon Steel': '5401.T', Denso: '6902.T', Subaru: '7270.T', Mazda: '7261.T', 'Suzuki Motor': '7269.T',
  'SoftBank Corp': '9434.T', Rakuten: '4755.T', Nidec: '6594.T', 'Tokio Marine': '8766.T', Orix: '8591.T', 'ANA Holdings': '9202.T',
  'Japan Airlines': '9201.T', 'Tokyo Electric Power': '9501.T', Tepco: '9501.T', Capcom: '9697.T', Fujitsu: '6702.T', Komatsu: '6301.T',
  Metaplanet: '3350.T', Kioxia: '285A.T',
  // Hong Kong
  'Hong Kong Exchanges and Clearing': '0388.HK', 'China Construction Bank': '0939.HK', 'Industrial and Commercial Bank of China': '1398.HK',
  'Agricultural Bank of China': '1288.HK', 'China Merchants Bank': '3968.HK', 'Ping An': '2318.HK', 'China Life Insurance': '2628.HK',
  'China Petroleum & Chemical': '0386.HK', Geely: '0175.HK', Leapmotor: '9863.HK', 'Anta Sports': '2020.HK', Kuaishou: '1024.HK',
  'Pop Mart': '9992.HK', 'Laopu Gold': '6181.HK', 'Contemporary Amperex': '3750.HK', 'Semiconductor Manufacturing International': '0981.HK',
  Lenovo: '0992.HK', 'WuXi Biologics': '2269.HK', 'WuXi AppTec': '2359.HK', 'CK Hutchison': '0001.HK', 'New World Development': '0017.HK',
  'Sands China': '1928.HK', 'Cathay Pacific': '0293.HK', 'Midea Group': '0300.HK', 'Zijin Mining': '2899.HK', 'Nongfu Spring': '9633.HK',
  'Horizon Robotics': '9660.HK', SenseTime: '0020.HK', Prada: '1913.HK',
  // South Korea
  'SK Hynix': '000660.KS', 'LG Energy Solution': '373220.KS', 'Samsung Biologics': '207940.KS', 'Kia Corp': '000270.KS', Celltrion: '068270.KS',
  'LG Chem': '051910.KS', 'Samsung SDI': '006400.KS', Naver: '035420.KS', Kakao: '035720.KS', 'Hyundai Mobis': '012330.KS',
  'KB Financial': '105560.KS', 'Shinhan Financial': '055550.KS', 'LG Electronics': '066570.KS', 'Korea Electric Power': '015760.KS',
  'Hanwha Aerospace': '012450.KS', 'HD Hyundai Heavy Industries': '329180.KS', 'Doosan Enerbility': '034020.KS', 'Hanwha Ocean': '042660.KS',
  'Korea Zinc': '010130.KS', 'Korean Air Lines': '003490.KS',
  // Taiwan
  'Hon Hai': '2317.TW', Foxconn: '2317.TW', MediaTek: '2454.TW', 'Delta Electronics': '2308.TW', 'Quanta Computer': '2382.TW',
  'United Microelectronics': '2303.TW', Wiwynn: '6669.TW', Asus: '2357.TW', 'Evergreen Marine': '2603.TW', 'Novatek Microelectronics': '3034.TW',
  // Australia
  'Commonwealth Bank': 'CBA.AX', Westpac: 'WBC.AX', 'National Australia Bank': 'NAB.AX', Wesfarmers: 'WES.AX', Woolworths: 'WOW.AX',
  'Coles Group': 'COL.AX', Fortescue: 'FMG.AX', Telstra: 'TLS.AX', WiseTech: 'WTC.AX', Xero: 'XRO.AX', 'Northern Star Resources': 'NST.AX',
  'Evolution Mining': 'EVN.AX', South32: 'S32.AX', Lynas: 'LYC.AX', 'Origin Energy': 'ORG.AX', 'AGL Energy': 'AGL.AX', Medibank: 'MPL.AX',
  Computershare: 'CPU.AX', 'Virgin Australia': 'VGN.AX', BlueScope: 'BSL.AX',
};

/**
 * Names that are also ordinary words: matched only capitalised, as a name is written ("Chipotle",
 * "CHIPOTLE"; never "chipotle mayo", "the peloton", "3 tesla"), and not in a headline in capitals.
 */
export const WORD_NAMES: Readonly<Record<string, string>> = {
  Apple: 'AAPL', Amazon: 'AMZN', 'Amazon.com': 'AMZN', Meta: 'META', Intel: 'INTC', Oracle: 'ORCL', Adobe: 'ADBE',
  Uber: 'UBER', Snowflake: 'SNOW', Dell: 'DELL', Visa: 'V', Shell: 'SHEL', Carnival: 'CCL', Vale: 'VALE3.SA',
  Sears: 'SHLDQ', Eni: 'ENI.MI',
  Chipotle: 'CMG', Peloton: 'PTON', Caterpillar: 'CAT', Chevron: 'CVX', Alphabet: 'GOOGL', Micron: 'MU',
  Salesforce: 'CRM', Tesla: 'TSLA', Occidental: 'OXY', Whirlpool: 'WHR', Siemens: 'SIE.DE', Nestle: 'NESN.SW',
  Workday: 'WDAY', Xerox: 'XRX', 'Best Buy': 'BBY', 'Beyond Meat': 'BYND', 'Gold Fields': 'GFI', Tapestry: 'TPR',
  'Intuitive Surgical': 'ISRG', Target: 'TGT', Vertex: 'VRTX', Freeport: 'FCX',
  // United States
  Woodside: 'WDS', 'Canadian National': 'CNI', 'Canadian Natural Resources': 'CNQ', Babcock: 'BAB.L', Kingfisher: 'KGF.L', Melrose: 'MRO.L',
  Persimmon: 'PSN.L', 'Games Workshop': 'GAW.L', Intuit: 'INTU', Arista: 'ANET', Corning: 'GLW', Cognizant: 'CTSH', 'Microchip Technology': 'MCHP',
  'Trade Desk': 'TTD', 'Trump Media': 'DJT', Paramount: 'PSKY', Caesars: 'CZR', Darden: 'DRI', 'Tractor Supply': 'TSCO', 'Genuine Parts': 'GPC',
  Deckers: 'DECK', Chewy: 'CHWY', Crocs: 'CROX', 'Canada Goose': 'GOOS', Capri: 'CPRI', BlackBerry: 'BB', Cava: 'CAVA', 'Cracker Barrel': 'CBRL',
  Polestar: 'PSNY', 'Universal Health Services': 'UHS', 'Align Technology': 'ALGN', Chubb: 'CB', 'Regions Financial': 'RF', Zions: 'ZION',
  Synchrony: 'SYF', Unum: 'UNM', Loews: 'L', Axon: 'AXON', Cintas: 'CTAS', Xylem: 'XYL', Kratos: 'KTOS', 'Steel Dynamics': 'STLD', Mosaic: 'MOS',
  Diamondback: 'FANG', 'Energy Transfer': 'ET', 'Enterprise Products': 'EPD', 'Public Storage': 'PSA', 'Crown Castle': 'CCI', 'Iron Mountain': 'IRM',
  // Canada
  'First Quantum': 'FM.TO',
  // Germany
  Puma: 'PUM.DE', Renk: 'R3NK.DE',
  // France
  Legrand: 'LR.PA', Safran: 'SAF.PA', Atos: 'ATO.PA',
  // Netherlands
  Randstad: 'RAND.AS',
  // Switzerland
  'Partners Group': 'PGHN.SW', Sika: 'SIKA.SW', 'Swiss Life': 'SLHN.SW',
  // Italy
  Intesa: 'ISP.MI', Generali: 'G.MI', Terna: 'TRN.MI',
  // Spain
  Amadeus: 'AMS.MC', 'Red Electrica': 'RED.MC', 'Red Eléctrica': 'RED.MC', Indra: 'IDR.MC',
  // Denmark
  Tryg: 'TRYG.CO', Ambu: 'AMBU-B.CO', Rockwool: 'ROCK-B.CO',
  // Norway
  Yara: 'YAR.OL',
  // Austria
  Verbund: 'VER.VI',
  // India
  'Coal India': 'COALINDIA.NS', Vedanta: 'VEDL.NS', IndiGo: 'INDIGO.NS',
  // Japan
  Takeda: '4502.T', Canon: '7751.T',
  // Australia
  Macquarie: 'MQG.AX',
};

/** Abbreviations matched only in capitals as written ("UPS", not "ups"). */
export const ACRONYM_NAMES: Readonly<Record<string, string>> = {
  UPS: 'UPS', IBM: 'IBM', AMD: 'AMD', GE: 'GE', BP: 'BP', GSK: 'GSK.L', HSBC: 'HSBA.L', SAP: 'SAP', ASML: 'ASML',
  BMW: 'BMW.DE', BASF: 'BAS.DE', BHP: 'BHP', TSMC: '2330.TW', IAG: 'IAG.L', UBS: 'UBSG.SW', CVS: 'CVS', AIG: 'AIG',
  HPE: 'HPE', ABB: 'ABBN.SW', ING: 'INGA.AS', AXA: 'CS.PA', CSX: 'CSX', 'AT&T': 'T', KLA: 'KLAC', NIO: 'NIO',
  LSEG: 'LSEG.L', CME: 'CME', RBS: 'NWG.L', DHL: 'DHL.DE',
  // United States
  RBC: 'RY', BMO: 'BMO', CIBC: 'CM', CPKC: 'CP', BCE: 'BCE', JBS: 'JBS', FEMSA: 'FMX', BAT: 'BATS.L', IHG: 'IHG.L', RELX: 'REL.L', WPP: 'WPP.L',
  'B&M': 'BME.L', ITV: 'ITV.L', 'M&S': 'MKS.L', ASOS: 'ASC.L', NXP: 'NXPI', PTC: 'PTC', AMC: 'AMC', TJX: 'TJX', NVR: 'NVR', ADM: 'ADM', 'P&G': 'PG',
  HCA: 'HCA', PNC: 'PNC', BNY: 'BK', RTX: 'RTX', XPO: 'XPO', PPG: 'PPG', IFF: 'IFF', CRH: 'CRH', SQM: 'SQM', EOG: 'EOG', SLB: 'SLB', YPF: 'YPF',
  AEP: 'AEP', PSEG: 'PEG', CBRE: 'CBRE', BXP: 'BXP',
  // Brazil
  WEG: 'WEGE3.SA', PRIO: 'PRIO3.SA',
  // United Kingdom
  BT: 'BT-A.L',
  // Germany
  RWE: 'RWE.DE', TUI: 'TUI1.DE',
  // Netherlands
  KPN: 'KPN.AS',
  // Switzerland
  SGS: 'SGSN.SW',
  // Italy
  BPER: 'BPE.MI', A2A: 'A2A.MI',
  // Spain
  BBVA: 'BBVA.MC', ACS: 'ACS.MC',
  // Denmark
  DSV: 'DSV.CO', NKT: 'NKT.CO',
  // Austria
  OMV: 'OMV.VI', BAWAG: 'BG.VI',
  // Saudi Arabia
  SABIC: '2010.SR',
  // India
  TCS: 'TCS.NS', 'L&T': 'LT.NS', NTPC: 'NTPC.NS', ONGC: 'ONGC.NS',
  // Japan
  MUFG: '8306.T', SMFG: '8316.T', TDK: '6762.T', NTT: '9432.T', KDDI: '9433.T',
  // Hong Kong
  ICBC: '1398.HK', CNOOC: '0883.HK', BYD: '1211.HK', CATL: '3750.HK', SMIC: '0981.HK', ZTE: '0763.HK',
  // South Korea
  POSCO: '005490.KS', KEPCO: '015760.KS',
  // Taiwan
  UMC: '2303.TW',
  // Australia
  NAB: 'NAB.AX', ANZ: 'ANZ.AX', CSL: 'CSL.AX', QBE: 'QBE.AX',
};

/**
 * Names that often mean something else (an agency, a school, a person, a unit: "ICE raids",
 * "LSE study", "Harrison Ford", "300 HP"): taken only when the text speaks of companies or markets.
 */
export const CONTEXT_NAMES: Readonly<Record<string, string>> = {
  ICE: 'ICE', LSE: 'LSEG.L', Southwest: 'LUV', Delta: 'DAL', Ford: 'F', GM: 'GM', HP: 'HPQ', '3M': 'MMM', Pearson: 'PSON.L',
  // United States
  Magna: 'MGA', 'National Grid': 'NG.L', 'Global Payments': 'GPN', 'Ralph Lauren': 'RL', McCormick: 'MKC', Baxter: 'BAX', Lilly: 'LLY',
  Progressive: 'PGR', Amex: 'AXP', Schwab: 'SCHW', Carlyle: 'CG', 'Waste Management': 'WM', Cummins: 'CMI', Grainger: 'GWW', Rollins: 'ROL',
  Lennox: 'LII', 'Expand Energy': 'EXE',
  // France
  Hermes: 'RMS.PA', Orange: 'ORA.PA',
  // Spain
  Sabadell: 'SAB.MC',
  // Denmark
  Pandora: 'PNDORA.CO',
  // Norway
  'Norwegian Air': 'NAS.OL',
  // Austria
  Raiffeisen: 'RBI.VI',
  // Hong Kong
  'China Mobile': '0941.HK',
  // South Korea
  'Korean Air': '003490.KS',
  // Australia
  Coles: 'COL.AX', 'Mineral Resources': 'MIN.AX',
};
