import CarouselTool

CarouselCommand.main()
